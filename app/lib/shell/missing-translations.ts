/** Every leaf key of a translation object, dotted (`nav.home`). */
export function translationKeys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === "object" && v !== null ? translationKeys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

/** Keys of the source locale that the current one lacks or leaves empty. */
export function missingKeys(source: object, current: object): string[] {
  const have = new Map<string, unknown>();
  const walk = (o: object, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === "object" && v !== null) walk(v, `${prefix}${k}.`);
      else have.set(`${prefix}${k}`, v);
    }
  };
  walk(current, "");
  return translationKeys(source).filter((key) => {
    const value = have.get(key);
    return typeof value !== "string" || value.trim() === "";
  });
}
