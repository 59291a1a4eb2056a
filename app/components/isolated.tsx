import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dirOf, isLang } from "~/lib/i18n";
import { directionRuns, isMixed } from "~/lib/text-direction";

/** The page's direction, as the <html> element states it. */
function usePageDir() {
  const { i18n } = useTranslation();
  return dirOf(isLang(i18n.language) ? i18n.language : "ar");
}

/**
 * Text from the shopper or the Store API inside a sentence: a name, an address part, a code.
 * Text in one script is a `<bdi>` in its own direction. Text mixing both ("أحمد Hassan") would
 * be laid out in the direction of its first letter, so it takes the page's direction instead and
 * each run of one direction is isolated in it: it reads in the order it was typed (decision 043).
 */
export function Isolated({ children, className }: { children: ReactNode; className?: string }) {
  const dir = usePageDir();
  if (typeof children !== "string" || !isMixed(children)) return <bdi className={className}>{children}</bdi>;
  return (
    <bdi className={className} dir={dir}>
      {directionRuns(children).map((run, i) => (
        // The runs of one text never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {run.space}
          {run.lead}
          <bdi dir={run.dir ?? "ltr"}>{run.text}</bdi>
          {run.trail}
        </Fragment>
      ))}
    </bdi>
  );
}

/**
 * Text the shopper typed over several lines (order notes, a review): each line takes the direction
 * of its own first letter (`unicode-bidi: plaintext`) and the line breaks typed are kept.
 */
export function FreeText({ children, className }: { children: string; className?: string }) {
  return (
    <span className={className ? `free-text ${className}` : "free-text"} dir="auto">
      {children}
    </span>
  );
}

/** Always left to right, whatever its first letter: phone numbers, e-mails, order and invoice numbers. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * An amount already written with its currency ("500.00 ج.م"): one isolated unit that never breaks,
 * in the page's direction, so Arabic reads the number then the currency right to left (as
 * `Intl.NumberFormat("ar-EG-u-nu-latn", { style: "currency" })` places them) and English left to right.
 */
export function Amount({ children, className }: { children: string; className?: string }) {
  const dir = usePageDir();
  return (
    <bdi className={className ? `price ${className}` : "price"} dir={dir}>
      {children}
    </bdi>
  );
}

/** An order, invoice, shipment or tax number: left to right and never cut across two lines. */
export function Code({ children }: { children: ReactNode }) {
  return <Ltr className="code">{children}</Ltr>;
}
