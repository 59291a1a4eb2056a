import type { Settings } from "~/lib/schemas/store";

/** Settings whose names suggest a credential or an integration id are never shown, even to operators. */
const SECRET_NAME = /key|secret|token|password|integration|frame|hmac/i;
const MAX_VALUE = 200;

/** The loaded store settings as name/value text pairs, secrets left out, sorted by name. */
export function publicSettings(settings: Settings): Array<[string, string]> {
  return Object.entries(settings as Record<string, unknown>)
    .filter(([name]) => !SECRET_NAME.test(name))
    .map(([name, value]): [string, string] => {
      const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
      return [name, text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}
