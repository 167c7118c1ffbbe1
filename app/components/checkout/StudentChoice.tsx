import { useTranslation } from "react-i18next";
import type { Student } from "../../../schemas/api/calls/accounts.js";
import { studentDisplayName } from "../../lib/account/student-names.js";
import { useShell } from "../shell/use-shell.js";
import { CheckoutSection } from "./CheckoutSection.js";

/** A family student with whether the products may be bought for them (studentList: status 0 ok, else the message says why). */
export type CheckoutStudent = Student & { status: number; message: string };

interface Props {
  students: readonly CheckoutStudent[];
  chosen: string | null;
  /** Null when the student is set (the cart belongs to one). */
  onChoose: ((uid: string) => void) | null;
}

/** Who the order is for: a choice among the family's students (those who cannot buy it say why), or the cart's student. */
export function StudentChoice({ students, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const { site } = useShell();
  const nameOf = (student: CheckoutStudent) => studentDisplayName(student, site.features.easternNameOrderEnabled) || t("checkout.student.unnamed");
  const current = students.find((student) => student.uid === chosen);
  return (
    <CheckoutSection name="student">
      {!onChoose ? (
        <p className="checkout-student__name">{current ? nameOf(current) : null}</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">{t("checkout.student.title")}</legend>
          {!current && <p className="checkout-hint">{t("checkout.student.choose")}</p>}
          {students.map((student) => {
            const eligible = student.status === 0;
            const reasonId = `checkout-student-${student.uid}-reason`;
            return (
              <label key={student.uid} className={`checkout-choice${eligible ? "" : " checkout-choice--disabled"}`}>
                <input
                  type="radio"
                  name="checkout-student"
                  value={student.uid}
                  checked={student.uid === chosen}
                  disabled={!eligible}
                  aria-describedby={eligible ? undefined : reasonId}
                  onChange={() => onChoose(student.uid)}
                />
                <span className="checkout-choice__label">{nameOf(student)}</span>
                {!eligible && (
                  <span id={reasonId} className="checkout-choice__note">
                    {student.message || t("checkout.student.cannotChoose")}
                  </span>
                )}
              </label>
            );
          })}
        </fieldset>
      )}
    </CheckoutSection>
  );
}
