import type { CourseCard } from "../../../../schemas/api/calls/catalogue.js";
import { useUser } from "../../../lib/account/use-user.js";
import { EnrolDialogs } from "./EnrolDialogs.js";
import { EnrolPanel } from "./EnrolPanel.js";
import { cardSellStatus } from "./live-sale.js";
import { useAfterLoginIntent } from "./use-after-login-intent.js";
import { useEnrol } from "./use-enrol.js";
import { useFollow } from "./use-follow.js";
import { useLiveSale } from "./use-live-sale.js";

interface Props {
  card: CourseCard;
  /** When the page's data was answered (ms since epoch). */
  loadedAt: number;
  fromUnpaidList?: boolean;
  /** The family's student a link names; the signed-in student otherwise. */
  linkedStudentId?: string | null;
}

/**
 * How a class or package is enrolled in: the panel with its live seats, button, wish heart and alert, the
 * dialogs the sign-up check opens (or the checkout it leads to), and what a visitor asked for before logging in.
 */
export function EnrolFlow({ card, loadedAt, fromUnpaidList = false, linkedStudentId = null }: Props) {
  const user = useUser();
  const studentId = user ? (linkedStudentId ?? user.uid) : null;
  const sale = useLiveSale({ skuId: card.id, initial: cardSellStatus(card), loadedAt, fromUnpaidList });
  const { step, setStep, busy, enrol, checkout } = useEnrol({ card, studentId, canEnrol: sale.canEnrol, fromUnpaidList });
  const follow = useFollow({ skuId: card.id, studentId, initial: { inWish: card.inWish, alertSet: card.alertSet } });
  useAfterLoginIntent(user !== null, { enrol: () => void enrol(), follow: follow.continueAfterLogin });
  return (
    <>
      <EnrolPanel card={card} sale={sale} studentId={studentId} enrolling={busy} onEnrol={() => void enrol()} follow={follow} />
      <EnrolDialogs
        step={step}
        studentId={studentId}
        onClose={() => setStep(null)}
        onContinue={() => {
          setStep(null);
          checkout();
        }}
        onRecheck={() => void enrol()}
        course={card.spec}
      />
    </>
  );
}
