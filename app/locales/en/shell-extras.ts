import type { Translations } from "../ar";

/** The shell's behaviours: the loading bar, the page message's Undo. */
export default {
  loading: {
    label: "Loading…",
  },
  /** The page's message: its "Undo" of the change it reports (decision 101). */
  notice: {
    undo: "Undo",
  },
} satisfies Pick<Translations, "loading" | "notice">;
