import { describe, expect, it } from "vitest";
import { slotMarker, splitSentence } from "./sentence";

describe("splitSentence", () => {
  it("cuts the sentence around each slot, in the order the translation puts them", () => {
    const text = `الشحن مجاني للطلبات التي تزيد على ${slotMarker("amount")}.`;
    expect(splitSentence(text, ["amount"])).toEqual(["الشحن مجاني للطلبات التي تزيد على ", { slot: "amount" }, "."]);
    expect(splitSentence(`${slotMarker("code")} applied: ${slotMarker("rate")}% off`, ["code", "rate"])).toEqual([
      { slot: "code" },
      " applied: ",
      { slot: "rate" },
      "% off",
    ]);
  });

  it("leaves a sentence without slots, or with a mark it does not know, as text", () => {
    expect(splitSentence("Your cart is empty", ["amount"])).toEqual(["Your cart is empty"]);
    expect(splitSentence(`a ${slotMarker("other")} b`, ["amount"])).toEqual(["a other b"]);
    expect(splitSentence("", [])).toEqual([]);
    expect(splitSentence("stray \u2063 mark", ["amount"])).toEqual(["stray \u2063 mark"]);
  });
});
