import { describe, expect, it } from "vitest";
import { canonicalColour } from "./colour.ts";
import { parseBackground } from "./svg.ts";

describe("canonicalColour (decision 100)", () => {
  it("gives every spelling of one colour one value", () => {
    const red = [
      "#f00",
      "F00",
      "#FF0000",
      "ff0000",
      " #ff0000 ",
      "#f00f",
      "#ff0000ff",
      "rgb(255,0,0)",
      "RGB( 255 , 0 , 0 )",
      "rgb(100%,0%,0%)",
      "rgba(255,0,0,1)",
      "rgba(255,0,0,100%)",
      "rgb(300,0,0)",
    ];
    for (const spelling of red) expect(canonicalColour(spelling), spelling).toEqual({ fill: "#ff0000", opacity: 1 });
  });

  it("keeps alpha to two decimals, however it is written", () => {
    for (const spelling of ["rgba(0,0,255,0.5)", "rgba(0,0,255,.5)", "rgba(0,0,255,0.500001)", "rgba(0,0,255,50%)", "#0000ff80"]) {
      expect(canonicalColour(spelling), spelling).toEqual({ fill: "#0000ff", opacity: 0.5 });
    }
  });

  it("takes CSS's colour names only", () => {
    expect(canonicalColour("Navy")).toEqual({ fill: "navy", opacity: 1 });
    expect(canonicalColour("rebeccapurple")).toEqual({ fill: "rebeccapurple", opacity: 1 });
    // Before, any 3–20 letters were a colour: each a picture of its own.
    for (const made of ["qqq", "qqr", "zzzzzzzzzzzzzzzzzzzz", "redd", "currentcolor", "inherit"]) expect(canonicalColour(made), made).toBeUndefined();
  });

  it("refuses what is not a colour", () => {
    for (const bad of ["", "#ff", "#ff000", "#fffffff", "#fffff", "rgb(1,2)", "rgba(1,2,3,)", "rgb(1,2,3", "url(javascript:x)", '"><script>', "#ff0000;x"]) {
      expect(canonicalColour(bad), bad).toBeUndefined();
    }
  });
});

describe("parseBackground", () => {
  it("reads none, auto and transparent in any case and with spaces", () => {
    for (const none of [undefined, "", "none", "NONE", "transparent", " Transparent "]) expect(parseBackground(none, "#123456"), String(none)).toBeNull();
    for (const auto of ["auto", "AUTO", " Auto "]) expect(parseBackground(auto, "#123456")).toEqual({ fill: "#123456", opacity: 0.6 });
    expect(parseBackground("%23ff0000", "#123456")).toBeUndefined();
  });
});
