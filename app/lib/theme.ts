export const DEFAULT_THEME_COLOR = "darkcyan";

/** The spec's rule: a theme colour is used only if it is a string of 3+ characters. */
export function themeColor(value: unknown): string {
  if (typeof value !== "string" || value.trim().length < 3) return DEFAULT_THEME_COLOR;
  const v = value.trim();
  // It lands inside a <style> tag, so only characters a CSS colour can hold are allowed through.
  return /^[#(),.%\w\s-]+$/.test(v) ? v : DEFAULT_THEME_COLOR;
}
