import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkDevice, type DeviceCheck, type DeviceCheckItem } from "../../../rules/learning/device-check.js";
import { readBrowserFacts } from "./browser-facts.js";

/** The device check (SPEC §9 device requirements) of the device the page is open on, run in the browser once it has the page. */
export function DeviceCheckPanel() {
  const { t } = useTranslation();
  const [check, setCheck] = useState<DeviceCheck | null>(null);
  useEffect(() => {
    void readBrowserFacts().then((facts) => setCheck(checkDevice(facts)));
  }, []);
  return (
    <section className="my-course__section device-check" aria-labelledby="device-check-title">
      <h2 id="device-check-title">{t("prepare.device.title")}</h2>
      <p className="my-course__note">{t("prepare.device.intro")}</p>
      {check === null ? (
        <p role="status">{t("prepare.device.checking")}</p>
      ) : (
        <>
          <p className={`device-check__verdict device-check__verdict--${check.verdict}`} role="status">
            {t(`prepare.device.verdict.${check.verdict}`)}
          </p>
          <ul className="device-check__items">
            {check.checks.map((item) => (
              <li key={item.id} className={`device-check__item device-check__item--${item.result}`}>
                <span className="device-check__result">{t(`prepare.device.result.${item.result}`)}</span> {checkText(t, check, item)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** A check in words: what was checked, and what the browser told or that it could not tell. */
function checkText(t: (key: string, values?: Record<string, unknown>) => string, check: DeviceCheck, item: DeviceCheckItem): string {
  const values = { found: item.found, system: t(`prepare.device.systems.${check.system}`) };
  // The model question differs by system: the Surface Book on Windows, the oldest iPad and iPhone on iOS.
  if (item.id === "model") return t(`prepare.device.checks.model.${check.system === "ios" ? "ios" : "windows"}`);
  return t(`prepare.device.checks.${item.id}.${item.result}`, values);
}
