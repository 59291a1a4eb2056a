import type { APIResponse } from "@playwright/test";

/** Shared with scripts/test-cluster.mjs through the environment. */
export const OPERATOR_SECRET = process.env.CLUSTER_OPERATOR_SECRET ?? "";
export const INSTANCES = ["a", "b"];

export const instanceOf = (res: APIResponse) => res.headers()["x-instance-id"];

/** Counts answers per instance. */
export function tally(ids: Array<string | undefined>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of ids) out[String(id)] = (out[String(id)] ?? 0) + 1;
  return out;
}
