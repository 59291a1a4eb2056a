import { describe, expect, it } from "vitest";
import { errorHeading } from "./error-page";

const en = { notFound: "This page could not be found", other: "Error {{status}}" };
const ar = { notFound: "لم يتم العثور على هذه الصفحة", other: "خطأ {{status}}" };

describe("errorHeading", () => {
  it("names the status the page shows", () => {
    expect(errorHeading(500, en)).toBe("Error 500");
    expect(errorHeading(530, ar)).toBe("خطأ 530");
    expect(errorHeading(404, en)).toBe("This page could not be found");
  });

  it("leaves out the number the page hides (509, 555), in the title too", () => {
    expect(errorHeading(509, en)).toBe("Error");
    expect(errorHeading(555, en)).toBe("Error");
    expect(errorHeading(509, ar)).toBe("خطأ");
  });
});
