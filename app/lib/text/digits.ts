/**
 * The digits other keyboards type, each range ending in 9 at a code point whose low four bits
 * are its value: Arabic-Indic (٠-٩, Arabic phone keyboards), Persian (۰-۹, also offered on
 * Arabic ones) and full-width (０-９, East Asian input methods). Kept as source text so a form's
 * `pattern` can admit the same digits the server reads.
 */
export const OTHER_DIGITS = "\\u0660-\\u0669\\u06F0-\\u06F9\\uFF10-\\uFF19";

const OTHER_DIGIT = new RegExp(`[${OTHER_DIGITS}]`, "g");

/** Every digit read as its ASCII one; nothing else changes (signs, spaces and separators are the caller's). */
export const latinDigits = (text: string) => text.replace(OTHER_DIGIT, (d) => String((d.codePointAt(0) as number) & 0xf));
