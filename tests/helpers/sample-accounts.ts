import type { Student, User } from "../../schemas/api/calls/accounts.js";

/** Sample accounts of the contract for unit tests: a complete student, changed where a test says so. */
export function student(overrides: Partial<Student> = {}): Student {
  return {
    uid: "s-1",
    card: "C0001",
    avatar: "",
    nickName: "Mia",
    firstName: "Mia",
    lastName: "Chen",
    gradeId: 3,
    gradeName: "Grade 3",
    email: null,
    phone: null,
    countryCallingCode: null,
    contactEmail: null,
    wechat: "",
    whatsapp: "",
    line: "",
    isRegistrationAccount: false,
    ...overrides,
  };
}

/** The signed-in account: the family's registration student with the parent's details. */
export function user(overrides: Partial<User> = {}): User {
  return {
    ...student({ uid: "u-1", isRegistrationAccount: true }),
    parentNickname: "Mia's mum",
    parentAvatar: "",
    status: 1,
    linkedAccount: [],
    attentionPhone: null,
    attentionCountryCode: null,
    attentionEmail: null,
    ...overrides,
  };
}
