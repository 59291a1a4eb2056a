import type { ReactNode } from "react";
import { usePageFlash } from "../hooks/use-page-flash";
import { useAutoClose } from "../hooks/use-auto-close";
import { Isolated, Percent } from "../text/isolated";
import { Sentence } from "../text/sentence";

/** A code, name or amount a message names keeps its own direction; a count stays a value for the plural. */
function isolatedParams(params: Record<string, unknown> | undefined) {
  const out: Record<string, ReactNode> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (name !== "count" && typeof value === "string") out[name] = <Isolated>{value}</Isolated>;
    // A rate is a percentage: drawn as every other one (<Percent>).
    else if ((name === "rate" || name === "percent") && typeof value === "number") out[name] = <Percent value={value} />;
  }
  return out;
}

export function FlashMessage() {
  const flash = usePageFlash();
  // Success closes after 3 s with JavaScript (spec §8); without it, it stays until the next page.
  const { open, hold } = useAutoClose(flash, flash?.type === "success");
  // A field's message (or an add to cart's, beside its button) is shown there, once, not here as well.
  if (!flash || !open || flash.field) return null;
  return (
    <div className={`notice notice--${flash.type === "error" ? "error" : flash.type === "success" ? "success" : "warning"} flash`} role="status" {...hold}>
      <Sentence k={flash.key} slots={isolatedParams(flash.params)} values={flash.params} />
    </div>
  );
}
