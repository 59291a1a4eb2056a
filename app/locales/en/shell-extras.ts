import type { Translations } from "../ar";

/** The shell's behaviours: the loading bar. */
export default {
  loading: {
    label: "Loading…",
  },
} satisfies Pick<Translations, "loading">;
