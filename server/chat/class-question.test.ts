import { describe, expect, it } from "vitest";
import { mentionsClasses } from "../../rules/chat/class-words.js";
import { classRequestOf, type ClassVocabulary } from "./class-question.js";

const vocabulary: ClassVocabulary = {
  grades: [
    { id: 101, names: ["Kindergarten", "幼儿园"] },
    { id: 102, names: ["Grade 1", "一年级", "一年級"] },
    { id: 104, names: ["Grade 3", "三年级", "三年級"] },
    { id: 112, names: ["Grade 11", "十一年级"] },
    { id: 113, names: ["Grade 12", "十二年级"] },
  ],
  subjects: [
    { id: 1, names: ["Math", "数学", "數學"] },
    { id: 4, names: ["Coding", "编程"] },
  ],
};

describe("mentionsClasses", () => {
  it("finds the words of classes in English, Chinese and the other chat languages", () => {
    expect(mentionsClasses("Any classes for my son?")).toBe(true);
    expect(mentionsClasses("Which COURSE fits?")).toBe(true);
    expect(mentionsClasses("有没有三年级的数学课程？")).toBe(true);
    expect(mentionsClasses("想报班")).toBe(true);
    expect(mentionsClasses("可以调课吗？")).toBe(false);
    expect(mentionsClasses("Les cours de maths")).toBe(true);
  });

  it("does not take words that merely contain them", () => {
    expect(mentionsClasses("Is it a classic method?")).toBe(false);
    expect(mentionsClasses("What is your refund policy?")).toBe(false);
    expect(mentionsClasses("Of courseware we have plenty")).toBe(false);
  });
});

describe("classRequestOf", () => {
  it("asks for classes when the words of classes come with a grade or a subject", () => {
    expect(classRequestOf("Do you have Grade 3 math classes?", vocabulary, true)).toEqual({ gradeId: 104, subjectId: 1 });
    expect(classRequestOf("Which coding courses do you offer?", vocabulary, false)).toEqual({ gradeId: 0, subjectId: 4 });
    expect(classRequestOf("有没有三年级的数学课程？", vocabulary, true)).toEqual({ gradeId: 104, subjectId: 1 });
    expect(classRequestOf("有没有三年级的数学课？", vocabulary, false)).toEqual({ gradeId: 104, subjectId: 1 });
    expect(classRequestOf("Any maths class?", vocabulary, true)).toEqual({ gradeId: 0, subjectId: 1 });
  });

  it("reads grades as people write them, the longest name winning", () => {
    expect(classRequestOf("classes for a 3rd grader? 3rd grade", vocabulary, true)).toEqual({ gradeId: 104, subjectId: 0 });
    expect(classRequestOf("Grade 12 courses", vocabulary, true)).toEqual({ gradeId: 113, subjectId: 0 });
    expect(classRequestOf("十一年级的课程", vocabulary, true)).toEqual({ gradeId: 112, subjectId: 0 });
    expect(classRequestOf("一年级的课程", vocabulary, true)).toEqual({ gradeId: 102, subjectId: 0 });
  });

  it("asks for classes when the FAQ has no answer and the question names a grade", () => {
    expect(classRequestOf("Anything for kindergarten?", vocabulary, false)).toEqual({ gradeId: 101, subjectId: 0 });
    expect(classRequestOf("Anything for kindergarten?", vocabulary, true)).toBeNull();
  });

  it("does not ask for classes otherwise", () => {
    expect(classRequestOf("How are classes taught?", vocabulary, true)).toBeNull();
    expect(classRequestOf("Can my child change to a different class?", vocabulary, false)).toBeNull();
    expect(classRequestOf("Is math fun?", vocabulary, false)).toBeNull();
    expect(classRequestOf("Tell me about the weather on Mars", vocabulary, false)).toBeNull();
  });
});
