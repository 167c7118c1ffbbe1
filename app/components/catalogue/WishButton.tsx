import { useTranslation } from "react-i18next";
import type { WishState } from "./use-wish.js";

/** The heart of a card: pressed while the class is on the student's wish list. */
export function WishButton({ wish, titleId }: { wish: WishState; titleId: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="wish-button"
      aria-pressed={wish.inWish}
      aria-label={t("catalogue.wish.label")}
      aria-describedby={titleId}
      disabled={wish.busy}
      onClick={wish.toggle}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.5 1.1 4.9 2.9 1.4-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={wish.inWish ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
