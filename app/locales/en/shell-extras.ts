import type { Translations } from "../ar";

/** The shell's behaviours: the loading indicator. */
export default {
  loading: {
    label: "Loading…",
    hide: "Hide",
  },
} satisfies Pick<Translations, "loading">;
