/** Issue #19 §2: paths that normalise to "//evil.example" (dot segments, plain or percent-encoded). */
export const DOT_SEGMENT_EVIL = ["/.//x", "/..//x", "/%2e//x", "/%2E%2E//x", "/.%2e//x", "/a/..//x", "/a/b/../..//x", "/%2e/%2e//x", "/././/x"].map((p) =>
  p.replace(/x$/, "evil.example/phish"),
);
/** Backslashes, tabs and newlines inside, encoded and double-encoded slashes and dots. */
export const ENCODED_EVIL = [
  "/.\\/evil.example",
  "/./\\evil.example",
  "/.\t//evil.example",
  "/.\n//evil.example",
  "/%5c%5cevil.example",
  "/%5C/evil.example",
  "/%2f%2fevil.example",
  "/.%2f%2fevil.example",
  "/%252e//evil.example",
  "/%252f%252fevil.example",
  "/%09/evil.example",
];
