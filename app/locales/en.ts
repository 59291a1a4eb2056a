import type { Translations } from "./ar";
import shell from "./en/shell";
import errors from "./en/errors";

const en = { ...shell, ...errors } satisfies Translations;

export default en;
