import { create } from "zustand";
import type { ApiClient, CallContext } from "../../../../api/client.js";
import type { ResponseOf } from "../../../../schemas/api/contract.js";
import { easternNameOrderEnabled, familyStudents, studentDisplayName } from "../../../lib/account/student-names.js";
import { shownTips } from "../../../lib/account/tips.js";

/** A tip as the panel shows it: whose, under which name, and the grade its evaluation is for. */
export interface TipToShow {
  uid: string;
  /** Empty when the student has no name yet; the panel then uses the card number. */
  name: string;
  card: string;
  avatar: string;
  gradeId: string;
}

/** What one signed-in account has loaded; null while loading or after a failure (nothing is shown then). */
interface PerAccount<T> {
  uid: string;
  value: T | null;
}

interface LearningState {
  tips: PerAccount<{ list: TipToShow[]; index: number }> | null;
  homework: PerAccount<ResponseOf<"checkHomework">> | null;
}

/**
 * Tips and the homework check, kept across page changes (the shell mounts again on each page) so that each
 * loads once per signed-in account and the tip in view stays the one in view.
 */
export const useLearningStore = create<LearningState>(() => ({ tips: null, homework: null }));

/** Loads `key` for `uid` unless it is already there or on its way; a failure leaves nothing to show. */
export function loadOncePerAccount<K extends keyof LearningState>(
  key: K,
  uid: string,
  load: () => Promise<NonNullable<LearningState[K]>["value"]>,
): void {
  if (useLearningStore.getState()[key]?.uid === uid) return;
  const put = (value: NonNullable<LearningState[K]>["value"]) =>
    useLearningStore.setState({ [key]: { uid, value } } as Pick<LearningState, K>);
  put(null);
  load().then(
    (value) => {
      if (useLearningStore.getState()[key]?.uid === uid) put(value);
    },
    () => {
      // SPEC §8: tips and homework failures are swallowed; the corner simply stays empty.
    },
  );
}

/** The family's students, then the tips the service has for them, named as the school orders names. */
export async function loadTips(api: ApiClient, call: CallContext): Promise<TipToShow[]> {
  const [family, easternNameOrder] = await Promise.all([
    api.call("getFamilyStudentsList", {}, call),
    api.call("getClientOptions", {}, call).then(easternNameOrderEnabled, () => false),
  ]);
  const students = familyStudents(family);
  const { examTipList } = await api.call("queryTips", { uids: students.map((student) => student.uid) }, call);
  return shownTips(examTipList).map((tip) => {
    const student = students.find((candidate) => candidate.uid === tip.uid);
    return {
      uid: tip.uid,
      name: studentDisplayName({ ...tip, nickName: student?.nickName ?? "" }, easternNameOrder),
      card: student?.card ?? "",
      avatar: tip.avatar,
      gradeId: tip.param,
    };
  });
}
