import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "../../api/errors.js";
import { computeSignature, formatSignatureHeader } from "../../api/signing.js";
import { and, eq } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { HttpHeader } from "../../schemas/api/envelope.js";
import { pages, pageVersions, publishedModules, resources } from "../../server/db/schema.js";
import { createPreviewSign, modulePreviewPath } from "../../server/pages/preview-sign.js";
import { contract, type CallName, type RequestOf } from "../../schemas/api/contract.js";
import { roleMayCall } from "../../schemas/api/define-call.js";
import { CodeScene } from "../../schemas/account-values.js";
import { newStudent, sendCode, sibling, signIn, uniqueEmail, uniquePhone, usAddress } from "../helpers/accounts.js";
import { localIdentityProviders } from "../helpers/identity.js";
import { createStaff, signInAsStaff, type SignedInStaff } from "../helpers/staff.js";
import { scheduleCallCases } from "../helpers/schedule-call-cases.js";
import { mediaCallCases } from "../helpers/media.js";
import { autoPayCallCases } from "../helpers/auto-pay.js";
import { calendarCallCases } from "../helpers/calendar.js";
import { refundCallCases } from "../helpers/refunds.js";
import { rescheduleCallCases } from "../helpers/reschedules.js";
import { orderDetailCallCases } from "../helpers/order-detail.js";
import { feedbackCallCases } from "../helpers/feedback.js";
import { subscriptionCallCases } from "../helpers/subscriptions.js";
import { assessmentCallCases } from "../helpers/assessments.js";
import { evaluationCallCases } from "../helpers/evaluations.js";
import { groupBuyCallCases } from "../helpers/group-buy.js";
import { examCallCases } from "../helpers/exams.js";
import { recordedCallCases } from "../helpers/recorded.js";
import { startTestServer, startTestService, type TestService } from "../helpers/test-service.js";
import { unpaidCallCases } from "../helpers/unpaid.js";
import { classTransferCallCases } from "../helpers/class-transfers.js";
import { myCoursesCallCases } from "../helpers/my-courses.js";

/** A family signed in for the case (calls that take a session run as it). */
type Family = Awaited<ReturnType<typeof signIn>>;

interface CallCases<N extends CallName> {
  /**
   * A valid request, or how to make one from what the seeded store holds, a signed-in family and a
   * signed-in publisher (staff calls run as the publisher, or as customer service where a publisher may not).
   */
  valid: RequestOf<N> | ((running: TestService, family: Family, staff: SignedInStaff) => Promise<RequestOf<N>>);
  /** The same request with one field of the wrong type. */
  wrongType: unknown;
  /** A request missing a required field, and the field the error must name. */
  missing: { data: unknown; header?: Record<string, unknown>; field: string };
}

const header = { schoolCode: "415", timezone: "America/Los_Angeles" };
const identity = await localIdentityProviders();

async function addSibling(family: Family) {
  return (await family.api.call("addNewStudent", sibling, family.call)).id;
}

async function addAddress(family: Family) {
  return (await family.api.call("addAddress", { ...usAddress, uid: family.uid }, family.call)).id;
}
const withoutTimezone = { schoolCode: "415" };

/** The family's student made ready to order (SPEC §3: nickname, names and grade set). */
async function completeRegistration(family: Family) {
  await family.api.call("modifyUserInfo", { ...newStudent, uid: family.uid }, family.call);
}

/** An unpaid order of the family for a recorded course (nothing to ship, no seat to run out of). */
async function unpaidOrder(family: Family) {
  await completeRegistration(family);
  return (await family.api.call("createOrder", { studentId: family.uid, source: { kind: "product", skuId: "us-fractions-video" } }, family.call)).orderId;
}

async function testPaymentId(family: Family) {
  return (await family.api.call("payOrder", { orderId: await unpaidOrder(family) }, family.call)).paymentId;
}

async function paidOrder(family: Family) {
  const orderId = await unpaidOrder(family);
  const { paymentId } = await family.api.call("payOrder", { orderId }, family.call);
  await family.api.call("actTestPayment", { paymentId, action: "pay" }, family.call);
  return orderId;
}

async function cartLineId(family: Family) {
  await family.api.call("addCart", { studentId: family.uid, skuId: "us-amc8-workbook" }, family.call);
  return (await family.api.call("queryCartList", { studentId: family.uid }, family.call)).list[0]!.id;
}

const uniquePath = () => `/calls-${randomBytes(5).toString("hex")}`;
const richTextModule = { type: 1, content: { componentName: "RichText", componentType: 1, componentData: { html: "<p>Hello</p>" } } };
const editedDocument = { title: "Open day", modules: [richTextModule] };
const ukAd = { locale: "uk", locationKey: "home", url: "/level-test", src: "/images/ads/free-level-test.svg", active: false } as const;

/** A new draft page on the uk site, made through the tool as the publisher. */
async function newPage(staff: SignedInStaff) {
  return (await staff.api.call("adminCreatePage", { locale: "uk", path: uniquePath(), title: "Open day" }, staff.call)).pageId;
}

async function draftModule(running: TestService) {
  const [page] = await running.store.db.select().from(pages).where(and(eq(pages.locale, "uk"), eq(pages.path, "/")));
  const [draft] = await running.store.db
    .select({ document: pageVersions.document })
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, page!.id), eq(pageVersions.version, page!.draftVersion!)));
  return { moduleId: (draft!.document as { modules: { id: number }[] }).modules[0]!.id, version: page!.draftVersion! };
}

/** One row per call of the contract; the type makes a new call without cases a compile error. */
const cases: { [N in CallName]: CallCases<N> } = {
  getSystemTimestamp: { valid: {}, wrongType: [], missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  querySiteList: { valid: {}, wrongType: "all", missing: { data: undefined, field: "data" } },
  querySiteByHost: {
    valid: { host: "sg.localhost" },
    wrongType: { host: 42 },
    missing: { data: {}, field: "data.host" },
  },
  requeryBasicData: {
    valid: { platform: "H5" },
    wrongType: { platform: ["H5"] },
    missing: { data: {}, field: "data.platform" },
  },
  requerySchoolConfig: { valid: { v: "1" }, wrongType: { v: 1 }, missing: { data: undefined, field: "data" } },
  queryGrades: { valid: {}, wrongType: "grades", missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  queryAllGrades: { valid: {}, wrongType: 7, missing: { data: undefined, field: "data" } },
  querySubjects: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  queryTerms: { valid: {}, wrongType: true, missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  queryCourseTypes: { valid: {}, wrongType: "x", missing: { data: undefined, field: "data" } },
  queryLevelDegree: { valid: { subjectId: 1 }, wrongType: { subjectId: "one" }, missing: { data: undefined, field: "data" } },
  queryCountry: { valid: {}, wrongType: 0, missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  getClientOptions: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  queryTimezoneList: { valid: {}, wrongType: "all", missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  getCityInfoByIp: { valid: { ip: "203.0.113.9" }, wrongType: { ip: "not-an-ip" }, missing: { data: undefined, field: "data" } },
  submitLeads: {
    valid: { name: "Ada Parent", email: "ada@example.com", gradeId: 104, pagePath: "/home" },
    wrongType: { name: "Ada Parent", email: "ada@example.com", gradeId: "fourth" },
    missing: { data: { email: "ada@example.com" }, field: "data.name" },
  },
  saveLeads: {
    valid: { name: "Ada Parent", phone: "4155550123", countryCallingCode: "+1" },
    wrongType: { name: 12, phone: "4155550123", countryCallingCode: "+1" },
    missing: { data: { name: "Ada Parent" }, field: "data.phone" },
  },
  queryPageConfig: {
    valid: { host: "uk.localhost", path: "/faq" },
    wrongType: { host: "uk.localhost", path: 7 },
    missing: { data: { host: "uk.localhost" }, field: "data.path" },
  },
  querySiteData: {
    valid: { host: "uk.localhost", path: "/" },
    wrongType: { host: ["uk.localhost"], path: "/" },
    missing: { data: { path: "/" }, field: "data.host" },
  },
  queryPageData: {
    valid: { host: "uk.localhost", path: "/" },
    wrongType: { host: "uk.localhost", path: "no-leading-slash" },
    missing: { data: { host: "uk.localhost" }, field: "data.path" },
  },
  queryPagePreviewData: {
    valid: async (running) => ({
      host: "uk.localhost",
      path: "/",
      previewSign: createPreviewSign(running.env.PREVIEW_SIGN_SECRET, { host: "uk.localhost", path: "/", version: 2 }, Date.now() + 60_000),
    }),
    wrongType: { host: "uk.localhost", path: "/", previewSign: 5 },
    missing: { data: { host: "uk.localhost", path: "/" }, field: "data.previewSign" },
  },
  queryModulePreviewData: {
    valid: async (running) => {
      const { moduleId, version } = await draftModule(running);
      const path = modulePreviewPath(moduleId);
      return { host: "uk.localhost", moduleId, previewSign: createPreviewSign(running.env.PREVIEW_SIGN_SECRET, { host: "uk.localhost", path, version }, Date.now() + 60_000) };
    },
    wrongType: { host: "uk.localhost", moduleId: "first", previewSign: "x" },
    missing: { data: { host: "uk.localhost", previewSign: "x" }, field: "data.moduleId" },
  },
  queryPageById: {
    valid: async (running) => {
      const [page] = await running.store.db.select({ id: pages.id }).from(pages).where(eq(pages.locale, "uk")).limit(1);
      return { id: page!.id };
    },
    wrongType: { id: "first" },
    missing: { data: {}, field: "data.id" },
  },
  queryPageAlternates: {
    valid: { path: "/faq" },
    wrongType: { path: ["/faq"] },
    missing: { data: {}, field: "data.path" },
  },
  querySitePages: {
    valid: { host: "sg.localhost" },
    wrongType: { host: null },
    missing: { data: {}, field: "data.host" },
  },
  queryPageModule: {
    valid: async (running) => {
      const [module] = await running.store.db.select({ id: publishedModules.id }).from(publishedModules).limit(1);
      return { moduleIdList: [module!.id] };
    },
    wrongType: { moduleIdList: ["a"] },
    missing: { data: {}, field: "data.moduleIdList" },
  },
  queryResourceByLocation: {
    valid: [{ locationKey: "home" }, { locationKey: "shop_list", channelIds: [3] }],
    wrongType: [{ locationKey: "shop_list", channelIds: ["camps"] }],
    missing: { data: [{}], field: "data.0.locationKey" },
  },
  trackResource: {
    valid: async (running) => {
      const [resource] = await running.store.db.select({ id: resources.id }).from(resources).where(eq(resources.locale, "us")).limit(1);
      return { resId: resource!.id, kind: "show" };
    },
    wrongType: { resId: 1, kind: "hover" },
    missing: { data: { kind: "show" }, field: "data.resId" },
  },
  getOrigin: {
    valid: { url: "trial" },
    wrongType: { url: "../etc/passwd" },
    missing: { data: {}, field: "data.url" },
  },
  dataUpload: {
    valid: [{ event: "page_view", params: { path: "/" }, devId: "device-1" }],
    wrongType: [{ event: "page_view", params: { nested: { no: 1 } } }],
    missing: { data: [{ params: {} }], field: "data.0.event" },
  },
  submitEmail: {
    valid: { email: "parent@example.com" },
    wrongType: { email: "parent@example.museum" },
    missing: { data: {}, field: "data.email" },
  },
  getAlipayHKGrayList: { valid: {}, wrongType: 1, missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  sendLoginCode: {
    valid: async () => ({ scene: CodeScene.login, type: 2, contactInfo: uniqueEmail() }),
    wrongType: { scene: "login", type: 2, contactInfo: "ada@example.com" },
    missing: { data: { scene: 1, type: 2 }, field: "data.contactInfo" },
  },
  checkCode: {
    valid: async (running, family) => {
      const email = uniqueEmail();
      return { scene: CodeScene.login, type: 2, contactInfo: email, verificationCode: await sendCode(running, family.api, { email }) };
    },
    wrongType: { scene: 1, type: 2, contactInfo: "ada@example.com", verificationCode: 123456 },
    missing: { data: { scene: 1, type: 2, contactInfo: "ada@example.com" }, field: "data.verificationCode" },
  },
  contactVerify: {
    valid: async () => ({ type: 2, contactInfo: uniqueEmail() }),
    wrongType: { type: "email", contactInfo: "ada@example.com" },
    missing: { data: { contactInfo: "ada@example.com" }, field: "data.type" },
  },
  preCheckAccount: {
    valid: async (running, family) => {
      const email = uniqueEmail();
      return { email, verificationCode: await sendCode(running, family.api, { email }) };
    },
    wrongType: { email: 5, verificationCode: "123456" },
    missing: { data: { email: "ada@example.com" }, field: "data.verificationCode" },
  },
  commonLogin: {
    valid: async (running, family) => {
      const email = uniqueEmail();
      return { type: 2, accountName: email, verificationCode: await sendCode(running, family.api, { email }) };
    },
    wrongType: { type: 2, accountName: 7, verificationCode: "123456" },
    missing: { data: { type: 2, verificationCode: "123456" }, field: "data.accountName" },
  },
  modifyUserInfoByCode: {
    valid: async (running, family) => {
      const { email } = family.login as { email: string };
      const targetEmail = uniqueEmail();
      return {
        email,
        verificationCode: await sendCode(running, family.api, { email }, CodeScene.changeContact),
        targetEmail,
        targetVerificationCode: await sendCode(running, family.api, { email: targetEmail }, CodeScene.changeContact),
      };
    },
    wrongType: { email: "ada@example.com", verificationCode: "123456", targetEmail: "bo@example.com", targetVerificationCode: 1 },
    missing: { data: { email: "ada@example.com", verificationCode: "123456", targetEmail: "bo@example.com" }, field: "data.targetVerificationCode" },
  },
  thirdPartyToken: {
    valid: async () => ({ unifiedTempToken: await identity.idToken({ sub: `google-${uniqueEmail()}` }), source: 2 }),
    wrongType: { unifiedTempToken: "token", source: 9 },
    missing: { data: { source: 2 }, field: "data.unifiedTempToken" },
  },
  accountLogout: { valid: {}, wrongType: [], missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  queryUserBasicInfo: { valid: {}, wrongType: { fillInAttention: "no" }, missing: { data: undefined, field: "data" } },
  parentInfoModify: { valid: { nickName: "Ada 2" }, wrongType: { nickName: 5 }, missing: { data: {}, field: "data.nickName" } },
  queryNickname: { valid: {}, wrongType: 1, missing: { data: undefined, field: "data" } },
  modifyUserInfo: {
    valid: async (_running, family) => ({ uid: family.uid, ...newStudent }),
    wrongType: { uid: "u", ...newStudent, gradeId: "fourth" },
    missing: { data: newStudent, field: "data.uid" },
  },
  saveContactInfo: {
    valid: async (_running, family) => ({ uid: family.uid, wechat: "ada-wechat", whatsapp: "", line: "" }),
    wrongType: { uid: 1, wechat: "ada", whatsapp: "", line: "" },
    missing: { data: { wechat: "ada", whatsapp: "", line: "" }, field: "data.uid" },
  },
  getFamilyStudentsList: { valid: {}, wrongType: "all", missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  addNewStudent: {
    valid: sibling,
    wrongType: { ...sibling, mediaCode: "ads" },
    missing: { data: { ...sibling, gradeId: undefined }, field: "data.gradeId" },
  },
  switchAccount: {
    valid: async (_running, family) => ({ targetUid: await addSibling(family) }),
    wrongType: { targetUid: 5 },
    missing: { data: {}, field: "data.targetUid" },
  },
  subAccountChangeCheck: {
    valid: async (_running, family) => ({ changeType: 1, studentId: await addSibling(family) }),
    wrongType: { changeType: 2, studentId: "u" },
    missing: { data: { changeType: 1 }, field: "data.studentId" },
  },
  batchUnbind: {
    valid: async (_running, family) => ({ targetUid: [await addSibling(family)] }),
    wrongType: { targetUid: "u" },
    missing: { data: {}, field: "data.targetUid" },
  },
  bindPhone: {
    valid: async (running, family) => {
      const phone = uniquePhone();
      const verificationCode = await sendCode(running, family.api, { phone, countryCallingCode: "+1" }, CodeScene.bindContact, family.call);
      return { phone, countryCallingCode: "+1", verificationCode };
    },
    wrongType: { phone: 4155550123, countryCallingCode: "+1", verificationCode: "123456" },
    missing: { data: { phone: "4155550123", verificationCode: "123456" }, field: "data.countryCallingCode" },
  },
  bindEmail: {
    valid: async (running, family) => {
      const email = uniqueEmail();
      return { email, verificationCode: await sendCode(running, family.api, { email }, CodeScene.bindEmail, family.call) };
    },
    wrongType: { email: ["ada@example.com"], verificationCode: "123456" },
    missing: { data: { verificationCode: "123456" }, field: "data.email" },
  },
  bindEmail2: {
    valid: async () => ({ attentionEmail: uniqueEmail() }),
    wrongType: { attentionEmail: 5 },
    missing: { data: {}, field: "data.attentionPhone" },
  },
  queryTips: {
    valid: async (_running, family) => ({ uids: [family.uid] }),
    wrongType: { uids: "all" },
    missing: { data: {}, field: "data.uids" },
  },
  checkHomework: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  getTempToken: { valid: {}, wrongType: 0, missing: { data: undefined, field: "data" } },
  unpaidRemind: { valid: {}, wrongType: "x", missing: { data: undefined, field: "data" } },
  queryExternalAccounts: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  bindExternalAccount: {
    valid: async () => ({ unifiedTempToken: await identity.idToken({ sub: `facebook-${uniqueEmail()}` }), source: 4 }),
    wrongType: { unifiedTempToken: "token", source: "facebook" },
    missing: { data: { unifiedTempToken: "token" }, field: "data.source" },
  },
  unbindExternalAccount: { valid: { source: 2 }, wrongType: { source: "google" }, missing: { data: {}, field: "data.source" } },
  getChannel: { valid: { hideGroup: true }, wrongType: { hideGroup: "yes" }, missing: { data: undefined, field: "data" } },
  searchProducts: {
    valid: { keyword: "fractions" },
    wrongType: { keyword: ["fractions"] },
    missing: { data: {}, field: "data.keyword" },
  },
  searchCourses: { valid: { gradeId: 104, keyword: "AMC" }, wrongType: { page: "2" }, missing: { data: undefined, field: "data" } },
  getCoursesBannerList: {
    valid: { locationKey: ["pc-shop_home_screen"], channelIds: [1] },
    wrongType: { locationKey: "pc-shop_home_screen" },
    missing: { data: { channelIds: [1] }, field: "data.locationKey" },
  },
  queryCourseSelectors: { valid: { subjectId: 1 }, wrongType: { subjectId: "math" }, missing: { data: undefined, field: "data" } },
  queryCourseDetail: { valid: { skuId: "us-amc8-prep-online-sku" }, wrongType: { skuId: 42 }, missing: { data: {}, field: "data.skuId" } },
  queryAvailableClasses: { valid: { courseId: "us-amc8-prep" }, wrongType: { courseId: ["us"] }, missing: { data: {}, field: "data.courseId" } },
  queryAggregationalDetail: { valid: { pageId: "us-amc-contest-season" }, wrongType: { pageId: 7 }, missing: { data: {}, field: "data.pageId" } },
  queryCatalogueSitemap: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  queryCourseSellStatus: { valid: { skuIds: ["us-amc8-prep-online-sku"] }, wrongType: { skuIds: "us-amc8-prep-online-sku" }, missing: { data: {}, field: "data.skuIds" } },
  querySignUpCheckBase: {
    valid: async (_running, family) => ({ skuId: "us-amc8-prep-online-sku", studentId: family.uid }),
    wrongType: { skuId: 1, studentId: "x" },
    missing: { data: { skuId: "us-amc8-prep-online-sku" }, field: "data.studentId" },
  },
  querySignUpCheckV2: {
    valid: async (_running, family) => ({ skuId: "us-amc8-prep-online-sku", studentId: family.uid }),
    wrongType: { skuId: 1, studentId: "x" },
    missing: { data: { studentId: "x" }, field: "data.skuId" },
  },
  queryWishList: { valid: async (_running, family) => ({ studentId: family.uid }), wrongType: { studentId: 7 }, missing: { data: {}, field: "data.studentId" } },
  addWish: {
    valid: async (_running, family) => ({ studentId: family.uid, skuId: "us-amc8-prep-online-sku" }),
    wrongType: { studentId: "x", skuId: null },
    missing: { data: { studentId: "x" }, field: "data.skuId" },
  },
  cancelWish: {
    valid: async (_running, family) => ({ studentId: family.uid, skuId: "us-amc8-prep-online-sku" }),
    wrongType: { studentId: "x", skuId: {} },
    missing: { data: { skuId: "us-amc8-prep-online-sku" }, field: "data.studentId" },
  },
  setAvailabilityAlert: {
    valid: async (_running, family) => ({ studentId: family.uid, skuId: "us-amc10-prep-small-group-sku", enabled: true }),
    wrongType: { studentId: "x", skuId: "us-amc10-prep-small-group-sku", enabled: "on" },
    missing: { data: { studentId: "x", skuId: "us-amc10-prep-small-group-sku" }, field: "data.enabled" },
  },
  queryRecordedCourseDetail: { valid: { skuId: "us-fractions-video" }, wrongType: { skuId: ["us-fractions-video"] }, missing: { data: {}, field: "data.skuId" } },
  queryGoodsDetail: { valid: { skuId: "us-amc8-workbook" }, wrongType: { skuId: 7 }, missing: { data: {}, field: "data.skuId" } },
  getCartAmount: {
    valid: async (_running, family) => ({ studentId: family.uid }),
    wrongType: { studentId: 7 },
    missing: { data: {}, field: "data.studentId" },
  },
  addCart: {
    valid: async (_running, family) => ({ studentId: family.uid, skuId: "us-amc8-workbook", quantity: 2 }),
    wrongType: { studentId: "x", skuId: "us-amc8-workbook", quantity: 0 },
    missing: { data: { studentId: "x" }, field: "data.skuId" },
  },
  queryCartList: { valid: async (_running, family) => ({ studentId: family.uid }), wrongType: { studentId: [] }, missing: { data: {}, field: "data.studentId" } },
  updateCartAmount: {
    valid: async (_running, family) => ({ studentId: family.uid, cartId: await cartLineId(family), quantity: 3 }),
    wrongType: { studentId: "x", cartId: 1, quantity: 100 },
    missing: { data: { studentId: "x", cartId: 1 }, field: "data.quantity" },
  },
  selectCart: {
    valid: async (_running, family) => ({ studentId: family.uid, cartIds: [await cartLineId(family)], selected: false }),
    wrongType: { studentId: "x", cartIds: [], selected: true },
    missing: { data: { studentId: "x", cartIds: [1] }, field: "data.selected" },
  },
  cancelCart: {
    valid: async (_running, family) => ({ studentId: family.uid, cartIds: [await cartLineId(family)] }),
    wrongType: { studentId: "x", cartIds: ["1"] },
    missing: { data: { studentId: "x" }, field: "data.cartIds" },
  },
  queryUserCoupons: { valid: { list: "available" }, wrongType: { list: "all" }, missing: { data: {}, field: "data.list" } },
  queryCouponDetail: {
    valid: async (_running, family) => ({ couponId: (await family.api.call("redeemCoupon", { code: "WELCOME10" }, family.call)).id }),
    wrongType: { couponId: "first" },
    missing: { data: {}, field: "data.couponId" },
  },
  redeemCoupon: { valid: { code: "welcome10" }, wrongType: { code: 10 }, missing: { data: {}, field: "data.code" } },
  queryAvalibaleCoupons: {
    valid: async (_running, family) => ({ studentId: family.uid, products: [{ skuId: "us-fractions-video" }] }),
    wrongType: { studentId: "x", products: [] },
    missing: { data: { studentId: "x" }, field: "data.products" },
  },
  recommendCoupons: {
    valid: async (_running, family) => ({ studentId: family.uid, products: [{ skuId: "us-amc8-workbook", quantity: 2 }] }),
    wrongType: { studentId: "x", products: [{ skuId: "us-amc8-workbook", quantity: 0 }] },
    missing: { data: { products: [{ skuId: "us-amc8-workbook" }] }, field: "data.studentId" },
  },
  studentList: { valid: { products: ["us-fractions-video"] }, wrongType: { products: "us-fractions-video" }, missing: { data: {}, field: "data.products" } },
  queryCategoryTax: { valid: { categorys: ["tuition", "materials"] }, wrongType: { categorys: ["books"] }, missing: { data: {}, field: "data.categorys" } },
  getGenerate: {
    valid: async (_running, family) => ({ skuId: "us-amc8-prep-online-sku", studentId: family.uid }),
    wrongType: { skuId: "us-amc8-prep-online-sku", studentId: 1 },
    missing: { data: { studentId: "x" }, field: "data.skuId" },
  },
  queryCheckout: {
    valid: async (_running, family) => ({ studentId: family.uid, source: { kind: "product", skuId: "us-fractions-video" } }),
    wrongType: { studentId: "x", source: { kind: "wish" } },
    missing: { data: { studentId: "x" }, field: "data.source" },
  },
  createOrder: {
    valid: async (_running, family) => {
      await completeRegistration(family);
      return { studentId: family.uid, source: { kind: "product", skuId: "us-fractions-video" } };
    },
    wrongType: { studentId: "x", source: { kind: "product", skuId: "us-fractions-video" }, paymentMethod: 2 },
    missing: { data: { source: { kind: "cart", cartIds: [1] } }, field: "data.studentId" },
  },
  payOrder: {
    valid: async (_running, family) => ({ orderId: await unpaidOrder(family) }),
    wrongType: { orderId: "ORD-1" },
    missing: { data: {}, field: "data.orderId" },
  },
  cancelOrder: {
    valid: async (_running, family) => ({ orderId: await unpaidOrder(family) }),
    wrongType: { orderId: 2026 },
    missing: { data: {}, field: "data.orderId" },
  },
  queryOrderList: {
    valid: async (_running, family) => {
      await unpaidOrder(family);
      return { status: 100, page: 1, pageSize: 10 };
    },
    wrongType: { status: "paid" },
    missing: { data: undefined, field: "data" },
  },
  queryOrderResult: {
    valid: async (_running, family) => ({ orderId: await unpaidOrder(family) }),
    wrongType: { orderId: null },
    missing: { data: {}, field: "data.orderId" },
  },
  queryTestPayment: {
    valid: async (_running, family) => ({ paymentId: await testPaymentId(family) }),
    wrongType: { paymentId: "../x" },
    missing: { data: {}, field: "data.paymentId" },
  },
  openPayment: {
    valid: async (_running, family) => ({ paymentId: await testPaymentId(family) }),
    wrongType: { paymentId: 42 },
    missing: { data: {}, field: "data.paymentId" },
  },
  actTestPayment: {
    valid: async (_running, family) => ({ paymentId: await testPaymentId(family), action: "pay" }),
    wrongType: { paymentId: "abc", action: "steal" },
    missing: { data: { action: "pay" }, field: "data.paymentId" },
  },
  queryAddressList: {
    valid: async (_running, family) => ({ uid: family.uid }),
    wrongType: { uid: 7 },
    missing: { data: {}, field: "data.uid" },
  },
  addAddress: {
    valid: async (_running, family) => ({ ...usAddress, uid: family.uid }),
    wrongType: { ...usAddress, uid: "u", use: "holiday" },
    missing: { data: { ...usAddress, address1: undefined, uid: "u" }, field: "data.address1" },
  },
  updateAddress: {
    valid: async (_running, family) => ({ ...usAddress, id: await addAddress(family), address2: "Flat 2" }),
    wrongType: { ...usAddress, id: "first" },
    missing: { data: usAddress, field: "data.id" },
  },
  deleteAddress: {
    valid: async (_running, family) => ({ id: await addAddress(family) }),
    wrongType: { id: "first" },
    missing: { data: {}, field: "data.id" },
  },
  setDefaultAddress: {
    valid: async (_running, family) => ({ id: await addAddress(family) }),
    wrongType: { id: -1 },
    missing: { data: {}, field: "data.id" },
  },
  startChatSession: { valid: {}, wrongType: "start", missing: { data: undefined, field: "data" } },
  queryChatContent: {
    valid: async (_running, family) => ({
      webchatSid: (await family.api.call("startChatSession", {}, family.call)).webchatSid,
      content: "Can I get a refund?",
    }),
    wrongType: { webchatSid: "00000000-0000-4000-8000-000000000000", content: 42 },
    missing: { data: { content: "Hello" }, field: "data.webchatSid" },
  },
  queryChatReply: {
    valid: async (_running, family) => {
      const { webchatSid } = await family.api.call("startChatSession", {}, family.call);
      const { messageId } = await family.api.call("queryChatContent", { webchatSid, content: "Can I get a refund?" }, family.call);
      return { messageId, webchatSid };
    },
    wrongType: { messageId: "1", webchatSid: "00000000-0000-4000-8000-000000000000" },
    missing: { data: { messageId: 1 }, field: "data.webchatSid" },
  },
  adminSignIn: {
    valid: async (running) => {
      const { email, password } = await createStaff(running, "editor");
      return { email, password };
    },
    wrongType: { email: "ann@example.com", password: 5 },
    missing: { data: { email: "ann@example.com" }, field: "data.password" },
  },
  adminSignOut: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  adminWhoAmI: { valid: {}, wrongType: "me", missing: { data: {}, header: withoutTimezone, field: "header.timezone" } },
  adminListSites: { valid: {}, wrongType: "all", missing: { data: undefined, field: "data" } },
  adminListPages: { valid: { locale: "uk" }, wrongType: { locale: "mars" }, missing: { data: {}, field: "data.locale" } },
  adminCreatePage: {
    valid: async () => ({ locale: "uk", path: uniquePath(), title: "Open day" }),
    wrongType: { locale: "uk", path: "no-leading-slash", title: "Open day" },
    missing: { data: { locale: "uk", path: "/open-day" }, field: "data.title" },
  },
  adminPageTemplates: {
    valid: { locale: "uk" },
    wrongType: { locale: 5 },
    missing: { data: {}, field: "data.locale" },
  },
  adminGetPage: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff) }),
    wrongType: { pageId: "first" },
    missing: { data: {}, field: "data.pageId" },
  },
  adminKeepEditing: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), basedOnVersion: 1, workingCopy: { document: { title: "", modules: [] } } }),
    wrongType: { pageId: 1, basedOnVersion: 1, workingCopy: { document: "draft" } },
    missing: { data: { pageId: 1 }, field: "data.basedOnVersion" },
  },
  adminGetWorkingCopy: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff) }),
    wrongType: { pageId: "first" },
    missing: { data: {}, field: "data.pageId" },
  },
  adminValidatePage: {
    valid: { document: editedDocument },
    wrongType: { document: { title: 5, modules: [] } },
    missing: { data: { document: { modules: [] } }, field: "data.document.title" },
  },
  adminSaveDraft: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), basedOnVersion: 1, document: editedDocument }),
    wrongType: { pageId: 1, basedOnVersion: "1", document: editedDocument },
    missing: { data: { pageId: 1, document: editedDocument }, field: "data.basedOnVersion" },
  },
  adminCopyPage: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), locales: ["sg", "au"], language: "en" }),
    wrongType: { pageId: 1, locales: "sg", language: "en" },
    missing: { data: { pageId: 1, locales: ["sg"] }, field: "data.language" },
  },
  adminPageHistory: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff) }),
    wrongType: { pageId: [1] },
    missing: { data: {}, field: "data.pageId" },
  },
  adminRollback: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), version: 1 }),
    wrongType: { pageId: 1, version: 0 },
    missing: { data: { pageId: 1 }, field: "data.version" },
  },
  adminPreviewLink: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), expiresInHours: 2 }),
    wrongType: { pageId: 1, expiresInHours: "24" },
    missing: { data: { version: 1 }, field: "data.pageId" },
  },
  renderPreviewDocument: {
    valid: async (running) => ({
      host: "uk.localhost",
      path: "/",
      editorOrigin: "http://localhost:3000",
      previewSign: createPreviewSign(running.env.PREVIEW_SIGN_SECRET, { host: "uk.localhost", path: "/", version: 2, editorOrigin: "http://localhost:3000" }, Date.now() + 60_000),
      document: { title: "Home", modules: [] },
    }),
    wrongType: { host: "uk.localhost", path: "/", editorOrigin: "http://localhost:3000", previewSign: "1.2.3", document: { title: "Home", modules: {} } },
    missing: { data: { host: "uk.localhost", path: "/", previewSign: "1.2.3", document: { title: "Home", modules: [] } }, field: "data.editorOrigin" },
  },
  adminPublish: {
    valid: async (_running, _family, staff) => ({ pageId: await newPage(staff), version: 1 }),
    wrongType: { pageId: 1, version: "latest" },
    missing: { data: { pageId: 1 }, field: "data.version" },
  },
  adminGetNavigation: { valid: { locale: "uk" }, wrongType: { locale: 44 }, missing: { data: {}, field: "data.locale" } },
  adminSaveNavigation: {
    valid: async (_running, _family, staff) => {
      const [header] = (await staff.api.call("adminGetNavigation", { locale: "uk" }, staff.call)).list;
      return { locale: "uk", moduleId: header!.moduleId, basedOnVersion: header!.latestVersion, componentData: header!.componentData };
    },
    wrongType: { locale: "uk", moduleId: "header", basedOnVersion: 1, componentData: {} },
    missing: { data: { locale: "uk", moduleId: 1, componentData: {} }, field: "data.basedOnVersion" },
  },
  adminPublishNavigation: {
    valid: async (_running, _family, staff) => {
      const [header] = (await staff.api.call("adminGetNavigation", { locale: "uk" }, staff.call)).list;
      return { locale: "uk", moduleId: header!.moduleId, version: header!.publishedVersion };
    },
    wrongType: { locale: "uk", moduleId: 1, version: "latest" },
    missing: { data: { locale: "uk", moduleId: 1 }, field: "data.version" },
  },
  adminNavigationHistory: {
    valid: async (_running, _family, staff) => ({ locale: "uk", moduleId: (await staff.api.call("adminGetNavigation", { locale: "uk" }, staff.call)).list[0]!.moduleId }),
    wrongType: { locale: "uk", moduleId: [1] },
    missing: { data: { locale: "uk" }, field: "data.moduleId" },
  },
  adminRollbackNavigation: {
    valid: async (_running, _family, staff) => ({ locale: "uk", moduleId: (await staff.api.call("adminGetNavigation", { locale: "uk" }, staff.call)).list[0]!.moduleId, version: 1 }),
    wrongType: { locale: "uk", moduleId: 1, version: 0 },
    missing: { data: { moduleId: 1, version: 1 }, field: "data.locale" },
  },
  adminNavigationPreviewLink: {
    valid: async (_running, _family, staff) => ({ locale: "uk", moduleId: (await staff.api.call("adminGetNavigation", { locale: "uk" }, staff.call)).list[0]!.moduleId, expiresInHours: 2 }),
    wrongType: { locale: "uk", moduleId: 1, path: "no-leading-slash" },
    missing: { data: { locale: "uk", version: 1 }, field: "data.moduleId" },
  },
  adminListResources: { valid: { locale: "uk" }, wrongType: { locale: ["uk"] }, missing: { data: {}, field: "data.locale" } },
  adminSaveResource: {
    valid: { ...ukAd, locationKey: "shop_home", channelIds: [3] },
    wrongType: { ...ukAd, locationKey: "shop_home", channelIds: "3" },
    missing: { data: { ...ukAd, src: undefined }, field: "data.src" },
  },
  adminDeleteResource: {
    valid: async (_running, _family, staff) => ({ id: (await staff.api.call("adminSaveResource", ukAd, staff.call)).id }),
    wrongType: { id: "first" },
    missing: { data: {}, field: "data.id" },
  },
  adminListShortLinks: { valid: {}, wrongType: [], missing: { data: undefined, field: "data" } },
  adminSaveShortLink: {
    valid: async () => ({ code: `c-${randomBytes(4).toString("hex")}`, url: "/faq" }),
    wrongType: { code: "two words", url: "/faq" },
    missing: { data: { code: "faq2" }, field: "data.url" },
  },
  adminDeleteShortLink: {
    valid: async (_running, _family, staff) => {
      const code = `c-${randomBytes(4).toString("hex")}`;
      await staff.api.call("adminSaveShortLink", { code, url: "/faq" }, staff.call);
      return { code };
    },
    wrongType: { code: 7 },
    missing: { data: {}, field: "data.code" },
  },
  adminAuditLog: { valid: { limit: 10 }, wrongType: { limit: "ten" }, missing: { data: undefined, field: "data" } },
  serviceFindOrders: { valid: { query: "demo-parent-us@example.com" }, wrongType: { query: 42 }, missing: { data: {}, field: "data.query" } },
  serviceOrderTimeline: {
    valid: async (_running, family) => ({ orderId: await unpaidOrder(family) }),
    wrongType: { orderId: "ORD-1" },
    missing: { data: {}, field: "data.orderId" },
  },
  serviceResendReceipt: {
    valid: async (_running, family) => ({ orderId: await paidOrder(family) }),
    wrongType: { orderId: 20261127 },
    missing: { data: {}, field: "data.orderId" },
  },
  ...scheduleCallCases,
  ...subscriptionCallCases,
  ...assessmentCallCases,
  ...evaluationCallCases,
  ...groupBuyCallCases,
  ...examCallCases,
  ...mediaCallCases,
  ...autoPayCallCases,
  ...refundCallCases,
  ...rescheduleCallCases,
  ...unpaidCallCases,
  ...myCoursesCallCases,
  ...calendarCallCases,
  ...orderDetailCallCases,
  ...feedbackCallCases,
  ...classTransferCallCases,
  ...recordedCallCases,
};

let running: TestService;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  // Every call four times and more within the minute, all from one address: far beyond the general limit, which
  // tests/integration/security.test.ts holds to.
  running = await startTestService({ RATE_LIMIT_PER_MINUTE: "100000" }, { identityProviders: identity.providers });
  server = await startTestServer(running);
});
afterAll(async () => {
  await server?.close();
  await running?.close();
});

async function sign(body: string) {
  const timestamp = Date.now();
  const signature = await computeSignature(running.env.API_SIGNING_KEY, body, timestamp);
  return { [HttpHeader.signature]: formatSignatureHeader(timestamp, signature) };
}

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { code: number; msg: string; data?: unknown };
  expect(body.code).toBe(ErrorCode.INVALID_INPUT);
  expect(body.msg).toContain(field);
  expect(body.msg).not.toMatch(/\bat .+:\d+:\d+/); // no stack trace
  expect(body.data).toBeUndefined();
}

describe.each(Object.keys(cases) as CallName[])("%s", (name) => {
  const call = contract[name];
  const { valid, wrongType, missing } = cases[name] as CallCases<CallName>;

  it("answers a valid request with code 0 and data matching the contract", async () => {
    const family = await signIn(running);
    // Staff calls go as a publisher, or as customer service where a publisher may not make them.
    const staff = await signInAsStaff(running, roleMayCall("publisher", call) ? "publisher" : "service");
    const data = typeof valid === "function" ? await valid(running, family, staff) : valid;
    const token =
      call.auth === "none" ? {} : { unifiedAccessToken: call.auth === "staff" ? staff.token : family.unifiedAccessToken };
    const body = JSON.stringify({ data, header: { ...header, ...token } });
    const signature = call.signed ? await sign(body) : {};
    const idempotencyKey: Record<string, string> = call.idempotent ? { [HttpHeader.idempotencyKey]: randomBytes(16).toString("hex") } : {};
    const response = await server.post(call.path, body, { ...signature, ...idempotencyKey });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { code: number; msg: string; data: unknown };
    expect(answer.code).toBe(0);
    expect(call.response.safeParse(answer.data).success).toBe(true);
  });

  it("refuses malformed JSON with a message", async () => {
    await expectRefused(await server.post(call.path, '{"data": {"x": '), "body");
  });

  it("refuses a wrong type, naming the field", async () => {
    const response = await server.post(call.path, JSON.stringify({ data: wrongType, header }));
    await expectRefused(response, "data");
  });

  it("refuses a missing required field, naming it", async () => {
    const response = await server.post(call.path, JSON.stringify({ data: missing.data, header: missing.header ?? header }));
    await expectRefused(response, missing.field);
  });
});
