import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "./use-root-data";

/** Success messages close after 3 s with JavaScript (spec §8); without it they stay until the next page. */
const AUTO_CLOSE_MS = 3000;

export function FlashMessage() {
  const { t } = useTranslation();
  const flash = useRootData()?.flash;
  const [open, setOpen] = useState(true);
  useEffect(() => {
    setOpen(true);
    if (flash?.type !== "success") return;
    const timer = setTimeout(() => setOpen(false), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  // A field's message is shown at the field (once), not here as well.
  if (!flash || !open || flash.field) return null;
  return (
    <div className={`notice notice--${flash.type === "error" ? "error" : flash.type === "success" ? "success" : "warning"} flash`} role="status">
      {t(flash.key, flash.params)}
    </div>
  );
}
