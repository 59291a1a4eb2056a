/** Order status codes (spec §4): 0 and 1 Pending, 2 Rejected, 3 Canceled, 4 Delivered. */
export type StatusName = "pending" | "rejected" | "canceled" | "delivered";
export type OrderGroup = "pending" | "delivered" | "closed";

export function statusName(status: number): StatusName {
  if (status === 2) return "rejected";
  if (status === 3) return "canceled";
  if (status === 4) return "delivered";
  return "pending";
}

/** The lists: pending (0, 1), delivered (4), closed (2, 3). */
export function orderGroup(status: number): OrderGroup {
  const name = statusName(status);
  return name === "pending" ? "pending" : name === "delivered" ? "delivered" : "closed";
}

/** The progress labels (spec §4) as a track: the happy path, with rejected or postponed standing in for where it stopped. */
export const PROGRESS_STEPS = ["preparing", "shipped", "delivered"] as const;
export type Progress = (typeof PROGRESS_STEPS)[number] | "rejected" | "postponed";

export function progressTrack(progress: Progress): Array<{ step: string; state: "done" | "current" | "todo" }> {
  if (progress === "rejected" || progress === "postponed") {
    return [
      { step: "preparing", state: "done" },
      { step: progress, state: "current" },
    ];
  }
  const at = PROGRESS_STEPS.indexOf(progress);
  return PROGRESS_STEPS.map((step, i) => ({ step, state: i < at ? "done" : i === at ? (progress === "delivered" ? "done" : "current") : "todo" }));
}
