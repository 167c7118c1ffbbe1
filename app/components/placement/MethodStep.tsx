import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AssessmentMethod } from "../../../schemas/learning.js";
import { centerById, nextStep, offeredMethods, type AssessmentOptions } from "./booking-rules.js";
import { RadioCards } from "../../../ui/RadioCards.js";
import { OnlineEvaluationLink } from "./OnlineEvaluation.js";
import { StepButtons } from "./StepButtons.js";

interface Props {
  options: AssessmentOptions;
  method: AssessmentMethod | null;
  centerId: number | null;
  onChoose(method: AssessmentMethod, centerId: number | null): void;
  onBack(): void;
}

/** Step 2: online (the level test, at once), a video call, or a visit to one of the learning centres. */
export function MethodStep({ options, method, centerId, onChoose, onBack }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(method);
  const [center, setCenter] = useState(centerId);
  const [missing, setMissing] = useState<"method" | "center" | null>(null);
  const bookable = nextStep("method", selected) !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = selected === null ? "method" : selected === "center" && !centerById(options, center) ? "center" : null;
    setMissing(problem);
    if (selected && !problem) onChoose(selected, center);
  };

  return (
    <form className="placement__form" noValidate onSubmit={submit}>
      <RadioCards<AssessmentMethod>
        legend={t("placement.method.legend")}
        name="method"
        choices={offeredMethods(options).map((offered) => ({ value: offered, label: t(`placement.methods.${offered}.label`), hint: t(`placement.methods.${offered}.hint`) }))}
        selected={selected}
        onSelect={(value) => {
          setSelected(value);
          setMissing(null);
        }}
        error={missing === "method" ? t("placement.method.required") : null}
      />
      {selected === "center" && (
        <RadioCards<number>
          legend={t("placement.method.centerLegend")}
          name="teachingPointId"
          choices={options.centers.map((place) => ({ value: place.teachingPointId, label: place.name, hint: place.address }))}
          selected={center}
          onSelect={(value) => {
            setCenter(value);
            setMissing(null);
          }}
          error={missing === "center" ? t("placement.method.centerRequired") : null}
        />
      )}
      {selected === "online" && (
        <div className="placement__online" role="status">
          <p>{t("placement.online.intro")}</p>
          <OnlineEvaluationLink path={options.onlinePath} />
        </div>
      )}
      <StepButtons busy={false} next={bookable || selected === null ? t("placement.actions.next") : undefined} onBack={onBack} />
    </form>
  );
}
