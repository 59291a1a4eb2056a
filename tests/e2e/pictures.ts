import type { Locator } from "@playwright/test";
import { expect } from "./fixtures";

/** The picture has loaded (not the logo or the not-found fallback) and is the item's. */
export async function expectPictureOf(img: Locator, file: string) {
  await expect(img).toHaveAttribute("src", new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await expect(img).toBeVisible();
}
