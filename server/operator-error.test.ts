import { describe, expect, it } from "vitest";
import { FixtureError } from "./db/load-fixtures.js";
import { EnvError } from "./env.js";
import { isOperatorError } from "./operator-error.js";
import { StorePreparationError } from "./start.js";

describe("isOperatorError", () => {
  it("knows the errors an operator fixes by their message, and nothing else", () => {
    for (const error of [new EnvError("PORT: bad"), new FixtureError("sites.json: bad"), new StorePreparationError("no seed")]) {
      expect(isOperatorError(error)).toBe(true);
    }
    for (const error of [new Error("boom"), new TypeError("x is undefined"), "EnvError", { name: "EnvError", message: "m" }]) {
      expect(isOperatorError(error)).toBe(false);
    }
  });
});
