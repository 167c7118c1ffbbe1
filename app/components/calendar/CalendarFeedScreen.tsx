import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { CalendarFeedAddress } from "../../../schemas/api/calls/calendar.js";
import { ActionNotice, type Notice } from "../../../ui/ActionNotice.js";
import { FeedHowTo } from "./FeedHowTo.js";
import { RenewFeedDialog } from "./RenewFeedDialog.js";

export interface CalendarFeedScreenProps {
  /** The origin of the site's host the page was asked on: every address shown is there. */
  origin: string;
  feed: CalendarFeedAddress;
}

/** The same address for calendar apps that subscribe by a link (Apple Calendar, Outlook on a computer). */
export const subscribeLink = (address: string) => address.replace(/^https?:/, "webcal:");

/**
 * /my-courses/calendar (issue 17): the family's private feed address to copy into a calendar app or open in one, renewed
 * after a confirmation (the old address stops working), and how to add it in the common calendar apps.
 */
export function CalendarFeedScreen({ origin, feed }: CalendarFeedScreenProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(() => new URL(feed.path, origin).href);
  const [renewing, setRenewing] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const copy = async () => {
    setNotice(null);
    try {
      await navigator.clipboard.writeText(address);
      setNotice({ kind: "done", text: t("calendar.copied") });
    } catch {
      // No clipboard (an old browser, a page not allowed to write it): the address is selected for the parent to copy.
      input.current?.select();
      setNotice({ kind: "failed", text: t("calendar.copyFailed") });
    }
  };

  const renewed = (renewedFeed: CalendarFeedAddress) => {
    setAddress(new URL(renewedFeed.path, origin).href);
    setRenewing(false);
    setNotice({ kind: "done", text: t("calendar.renewed") });
  };

  return (
    <section className="calendar-feed" aria-labelledby="calendar-feed-title">
      <h1 id="calendar-feed-title">{t("calendar.title")}</h1>
      <p>{t("calendar.intro")}</p>
      <div className="calendar-feed__panel">
        <label className="account-form__label" htmlFor={inputId}>
          {t("calendar.address")}
        </label>
        <div className="calendar-feed__address">
          <input ref={input} id={inputId} className="form__input calendar-feed__input" type="url" readOnly value={address} onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className="button button--primary" onClick={() => void copy()}>
            {t("calendar.copy")}
          </button>
        </div>
        <p className="calendar-feed__note">{t("calendar.private")}</p>
        <div className="calendar-feed__actions">
          <a className="button" href={subscribeLink(address)}>
            {t("calendar.subscribe")}
          </a>
          <button type="button" className="button" onClick={() => setRenewing(true)}>
            {t("calendar.renew")}
          </button>
        </div>
        <ActionNotice notice={notice} />
      </div>
      <FeedHowTo />
      {renewing && <RenewFeedDialog onClose={() => setRenewing(false)} onRenewed={renewed} />}
    </section>
  );
}
