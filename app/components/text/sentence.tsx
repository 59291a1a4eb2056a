import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { slotMarker, splitSentence } from "~/lib/text/sentence";

/**
 * A translated sentence whose slots are elements: `slots={{ amount: <Price value={500} /> }}`
 * renders "على 500.00 ج.م." with the amount as one isolated unit where the translation puts it.
 * `values` are interpolated as text (counts for plurals, numbers).
 */
export function Sentence({ k, slots, values }: { k: string; slots: Record<string, ReactNode>; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const names = Object.keys(slots);
  const markers = Object.fromEntries(names.map((name) => [name, slotMarker(name)]));
  const parts = splitSentence(t(k, { ...values, ...markers }), names);
  return (
    <>
      {parts.map((part, i) => (
        // The parts of one sentence never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>{typeof part === "string" ? part : slots[part.slot]}</Fragment>
      ))}
    </>
  );
}
