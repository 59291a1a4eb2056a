/** The shell's behaviours: the loading indicator. */
export default {
  loading: {
    label: "جارٍ التحميل…",
    hide: "إخفاء",
  },
} as const;
