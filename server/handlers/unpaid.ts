import { familyMember, signedInFamily, signedInFamilyId } from "../accounts/accounts.js";
import type { Handlers } from "../service/context.js";
import { toBePaidStatus, unpaidCourses, unpaidInfo } from "../unpaid/unpaid-answers.js";

/** The unpaid courses (SPEC §2 Learning /my-unpaid-courses, §4 unpaid-course check helper, §7). */
export const unpaidHandlers: Handlers<"getUnpaidInfo" | "toBePaidCheck" | "queryUnpaidCourses"> = {
  async getUnpaidInfo(_data, ctx) {
    return unpaidInfo(ctx.db, signedInFamilyId(ctx));
  },

  async toBePaidCheck({ skuId, studentId }, ctx) {
    const family = studentId ? await familyMember(ctx, studentId) : await signedInFamily(ctx);
    return toBePaidStatus(ctx, family, skuId, studentId);
  },

  async queryUnpaidCourses({ studentId }, ctx) {
    if (studentId) {
      const { family, member } = await familyMember(ctx, studentId);
      return unpaidCourses(ctx, family.id, [member]);
    }
    const { family, members } = await signedInFamily(ctx);
    return unpaidCourses(ctx, family.id, members);
  },
};
