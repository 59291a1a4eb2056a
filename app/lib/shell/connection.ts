/** The parts of the Network Information API (Chromium only) that decide about prefetching. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(["slow-2g", "2g"]);

/** Prefetch on intent unless the shopper asked to save data or is on a 2g connection (spec §7). */
export function allowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !SLOW.has(String(connection.effectiveType ?? "").toLowerCase());
}
