import type { AdmitCard } from "../../../schemas/api/calls/exams.js";
import type { Exam } from "./exam-types.js";

/** Test support: the us site's online qualifier and the hk Hope Cup at a centre, as the fixtures have them. */

/** Grades 3 to 8 of the us site. */
const US_GRADES = [3, 4, 5, 6, 7, 8].map((grade) => ({ id: 100 + grade, name: `Grade ${grade}` }));

/** The us online qualifier, free: Saturday 12 December 2026 09:00–10:30 in Los Angeles, registration open until the 5th. */
export function usExam(overrides: Partial<Exam> = {}): Exam {
  return {
    examId: "us-math-olympiad-qualifier-2027",
    name: "Young Mathematicians Olympiad qualifier",
    startsAt: "2026-12-12T17:00:00.000Z",
    endsAt: "2026-12-12T18:30:00.000Z",
    timezone: "America/Los_Angeles",
    place: "Online, in the student app",
    online: true,
    price: 0,
    currency: "USD",
    grades: US_GRADES,
    registrationEndsAt: "2026-12-06T07:59:00.000Z",
    seatsLeft: 498,
    open: true,
    ...overrides,
  };
}

export const REGISTRATION_ID = "7f0c1d2e-3a4b-4c5d-8e6f-708192a3b4c5";

/** Mia Chen's card for the us qualifier. */
export function usAdmitCard(overrides: Partial<AdmitCard> = {}): AdmitCard {
  const exam = usExam();
  return {
    registrationId: REGISTRATION_ID,
    name: "Mia Chen",
    grade: "Grade 3",
    candidateNumber: "YMO270001",
    examId: exam.examId,
    examName: exam.name,
    startsAt: exam.startsAt,
    endsAt: exam.endsAt,
    timezone: exam.timezone,
    place: exam.place,
    online: true,
    price: 0,
    currency: "USD",
    ...overrides,
  };
}

/** 陳小明's card for the hk Hope Cup at the Causeway Bay centre, HK$380: Sunday 10 January 2027 10:00–11:30 in Hong Kong. */
export function hkAdmitCard(overrides: Partial<AdmitCard> = {}): AdmitCard {
  return {
    registrationId: "0b1c2d3e-4f50-4a6b-9c7d-8e9fa0b1c2d3",
    name: "陳小明",
    grade: "小五",
    candidateNumber: "HC270001",
    examId: "hk-hope-cup-2027",
    examName: "2027 希望盃數學邀請賽",
    startsAt: "2027-01-10T02:00:00.000Z",
    endsAt: "2027-01-10T03:30:00.000Z",
    timezone: "Asia/Hong_Kong",
    place: "銅鑼灣學習中心（軒尼詩道500號8樓）",
    online: false,
    price: 38000,
    currency: "HKD",
    ...overrides,
  };
}
