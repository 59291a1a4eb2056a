/** The shell's behaviours: the loading bar, the page message's Undo. */
export default {
  loading: {
    label: "جارٍ التحميل…",
  },
  /** The page's message: its "Undo" of the change it reports (decision 101). */
  notice: {
    undo: "تراجع",
  },
} as const;
