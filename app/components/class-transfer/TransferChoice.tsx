import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { TransferOption } from "../../../schemas/api/calls/class-transfers.js";
import { useMoment, useMoney } from "../auto-pay/use-formats.js";
import { ClassFacts, useClassName } from "./ClassFacts.js";
import { StepHeading } from "./TransferSteps.js";
import { differenceText, refusalText } from "./transfer-view.js";

interface Props {
  options: readonly TransferOption[];
  /** The class chosen before, when the parent came back to this step. */
  chosen: string | null;
  focusOnOpen: boolean;
  onChosen(option: TransferOption): void;
}

/** Step 1: the course's other classes, each with what the student would take there and its price difference; those refused now say why. */
export function TransferChoice({ options, chosen, focusOnOpen, onChosen }: Props) {
  const { t } = useTranslation();
  const [classId, setClassId] = useState(chosen);
  const [problem, setProblem] = useState(false);
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const option = options.find((candidate) => candidate.classId === classId && candidate.refusal === null);
    setProblem(!option);
    if (option) onChosen(option);
  };
  if (options.length === 0) return <p className="class-transfer__intro">{t("classTransfer.choose.none")}</p>;
  return (
    <form className="transfer-choice" noValidate onSubmit={submit}>
      <fieldset className="transfer-choice__options" aria-describedby={problem ? errorId : undefined}>
        <legend>
          <StepHeading focusOnOpen={focusOnOpen}>{t("classTransfer.choose.legend")}</StepHeading>
        </legend>
        {options.map((option) => (
          <OptionChoice key={option.classId} option={option} checked={classId === option.classId} onCheck={() => setClassId(option.classId)} />
        ))}
      </fieldset>
      {problem && (
        <p className="account-form__error" id={errorId} role="alert">
          {t("classTransfer.choose.chooseFirst")}
        </p>
      )}
      <div className="class-transfer__actions">
        <button type="submit" className="button button--primary">
          {t("classTransfer.choose.next")}
        </button>
      </div>
    </form>
  );
}

function OptionChoice({ option, checked, onCheck }: { option: TransferOption; checked: boolean; onCheck(): void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moment = useMoment();
  const className = useClassName();
  const id = useId();
  const refused = option.refusal !== null;
  const difference = differenceText(option.difference);
  const first = option.lessons[0];
  return (
    <div className={`transfer-option${checked ? " transfer-option--chosen" : ""}${refused ? " transfer-option--refused" : ""}`}>
      <input type="radio" name="toClassId" id={id} value={option.classId} checked={checked} disabled={refused} aria-describedby={`${id}-details`} onChange={onCheck} />
      <div className="transfer-option__body">
        <label htmlFor={id} className="transfer-option__label">
          {className(option.card)}
        </label>
        <div id={`${id}-details`}>
          <ClassFacts card={option.card} />
          <p className="transfer-option__figures">
            <span>{t("classTransfer.choose.lessonsTaken", { count: option.lessons.length })}</span>
            {first && <span>{t("classTransfer.choose.firstLesson", { date: moment(first.startsAt) })}</span>}
            <span>{t("classTransfer.choose.seatsLeft", { count: option.seatsLeft })}</span>
            <span className="transfer-option__difference">{t(difference.key, { amount: money(difference.amount) })}</span>
          </p>
          {option.refusal && <p className="transfer-option__refusal">{t("classTransfer.choose.unavailable", { why: t(refusalText(option.refusal.reason)) })}</p>}
        </div>
      </div>
    </div>
  );
}
