import { type ReactNode, useEffect, useState } from "react";
import { usePageFlash } from "./use-page-flash";
import { Isolated, Percent } from "./isolated";
import { Sentence } from "./sentence";

/** Success messages close after 3 s with JavaScript (spec §8); without it they stay until the next page. */
const AUTO_CLOSE_MS = 3000;

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
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    if (flash?.type !== "success") return;
    const timer = setTimeout(() => setOpen(false), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  // A field's message (or an add to cart's, beside its button) is shown there, once, not here as well.
  if (!flash || !open || flash.field) return null;
  return (
    <div className={`notice notice--${flash.type === "error" ? "error" : flash.type === "success" ? "success" : "warning"} flash`} role="status">
      <Sentence k={flash.key} slots={isolatedParams(flash.params)} values={flash.params} />
    </div>
  );
}
