/**
 * A list of objects as one array per field, for loader data. React Router writes loader data
 * into the page as a turbo-stream, where every key of every object is a reference of about
 * 13 bytes (quotes escaped): for a list of small objects (tiles, options) the keys weighed more
 * than the values. As columns each key is written once (issue 22, decision 048).
 */
export type Columns<T> = { [K in keyof T]: T[K][] };

export function toColumns<T extends object, const K extends keyof T>(list: readonly T[], keys: readonly K[]): Columns<Pick<T, K>> {
  return Object.fromEntries(keys.map((k) => [k, list.map((item) => item[k])])) as Columns<Pick<T, K>>;
}

export function fromColumns<T extends object>(columns: Columns<T>): T[] {
  const keys = Object.keys(columns) as (keyof T)[];
  const length = keys.length > 0 ? columns[keys[0]!].length : 0;
  return Array.from({ length }, (_, i) => Object.fromEntries(keys.map((k) => [k, columns[k][i]])) as T);
}
