/** The shell's behaviours: the loading bar. */
export default {
  loading: {
    label: "جارٍ التحميل…",
  },
} as const;
