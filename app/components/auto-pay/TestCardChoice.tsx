import { useTranslation } from "react-i18next";
import { TEST_CARDS, type TestCard } from "../../../schemas/api/calls/auto-pay.js";

/** The test gateway's cards to pay or authorise with (decision 0025): whether the order's later debits succeed or are declined. */
export function TestCardChoice({ value, onChange, disabled }: { value: TestCard; onChange: (card: TestCard) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="test-card-choice" disabled={disabled}>
      <legend>{t("autoPay.testCard.legend")}</legend>
      {TEST_CARDS.map((card) => (
        <label key={card}>
          <input type="radio" name="test-card" value={card} checked={value === card} onChange={() => onChange(card)} />
          {/* Every test card is a Visa, a name in every language. */}
          {t(`autoPay.testCard.cards.${card}`, { brand: "Visa" })}
        </label>
      ))}
    </fieldset>
  );
}
