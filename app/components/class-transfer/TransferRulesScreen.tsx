import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SCREENS } from "../../../rules/screens.js";

/** The rules by section, each rule a text key under classTransfer.rules.{section}. */
const SECTIONS = {
  transfer: ["sameCourse", "twice", "lessons", "conflict", "reason"],
  timing: ["blackout", "inSession", "started"],
  money: ["formula", "pay", "back"],
  reschedule: ["limit"],
} as const;

/** /my-class-transfer/rules (SPEC §9): how class transfers work, what they cost and when they are refused. */
export function TransferRulesScreen() {
  const { t } = useTranslation();
  return (
    <section className="class-transfer" aria-labelledby="transfer-rules-title">
      <h1 id="transfer-rules-title">{t("classTransfer.rules.title")}</h1>
      {(Object.entries(SECTIONS) as [keyof typeof SECTIONS, readonly string[]][]).map(([section, rules]) => (
        <section key={section} className="class-transfer__section" aria-labelledby={`transfer-rules-${section}`}>
          <h2 id={`transfer-rules-${section}`}>{t(`classTransfer.rules.${section}.title`)}</h2>
          <ul className="class-transfer__rules">
            {rules.map((rule) => (
              <li key={rule}>{t(`classTransfer.rules.${section}.${rule}`)}</li>
            ))}
          </ul>
        </section>
      ))}
      <Link className="button" to={SCREENS.classTransfer}>
        {t("classTransfer.rules.back")}
      </Link>
    </section>
  );
}
