import { describe, expect, it } from "vitest";
import { packageSaving } from "./package-price.js";

const items = (...prices: number[]) => prices.map((sellPrice) => ({ sellPrice }));

describe("packageSaving: what a package saves", () => {
  it.each([
    ["its classes apart cost more", { sellPrice: 99000, orgPrice: null }, items(54000, 56000), { comparedWith: "separately", reference: 110000, saving: 11000 }],
    ["one minor unit less than apart", { sellPrice: 109999, orgPrice: null }, items(54000, 56000), { comparedWith: "separately", reference: 110000, saving: 1 }],
    ["the same as apart", { sellPrice: 110000, orgPrice: null }, items(54000, 56000), null],
    ["more than apart", { sellPrice: 120000, orgPrice: null }, items(54000, 56000), null],
    ["no classes to compare with", { sellPrice: 99000, orgPrice: null }, [], null],
    ["a former price above the price", { sellPrice: 99000, orgPrice: 120000 }, items(54000, 56000), { comparedWith: "orgPrice", reference: 120000, saving: 21000 }],
    ["a former price no higher than the price (it is the catalogue's word)", { sellPrice: 99000, orgPrice: 99000 }, items(54000, 56000), null],
    ["a free package", { sellPrice: 0, orgPrice: null }, items(1000), { comparedWith: "separately", reference: 1000, saving: 1000 }],
  ] as const)("%s", (_case, pack, classes, expected) => {
    expect(packageSaving(pack, classes)).toEqual(expected);
  });
});
