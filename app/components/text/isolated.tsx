import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { dirOf, isLang } from "~/lib/text/i18n";
import { formatPercent } from "~/lib/money/pricing";
import { bracketGroups, type Direction, directionRuns, isMixed, langIfOther } from "~/lib/text/text-direction";

/** The page's language, as the <html> element states it. */
function usePageLang() {
  const { i18n } = useTranslation();
  return isLang(i18n.language) ? i18n.language : "ar";
}

/** The page's direction, as the <html> element states it. */
export function usePageDir() {
  return dirOf(usePageLang());
}

/**
 * Text from the shopper or the Store API inside a sentence: a name, an address part, a code.
 * Text in one script is a `<bdi>` in its own direction. Text mixing both ("أحمد Hassan") would
 * be laid out in the direction of its first letter, so it takes the page's direction instead and
 * each run of one direction is isolated in it: it reads in the order it was typed (decision 043).
 * `within`: the direction of the text around it when that is not the page's (a part of the
 * shopper's typed address, laid out in the address's own direction).
 */
export function Isolated({ children, className, within }: { children: ReactNode; className?: string; within?: Direction }) {
  const pageLang = usePageLang();
  const dir = within ?? dirOf(pageLang);
  if (typeof children !== "string") return <bdi className={className}>{children}</bdi>;
  // Written in the page's other language: said so, for a screen reader's voice.
  if (!isMixed(children))
    return (
      <bdi className={className} lang={langIfOther(children, pageLang)}>
        {children}
      </bdi>
    );
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
 * A phone number (the store's, a receiver's, the shopper's own): left to right and never cut, the
 * one way every phone number in the store is drawn, so "+20 100 000 0000" keeps its plus in front.
 */
export function Phone({ children }: { children: string }) {
  return <Ltr className="phone">{children}</Ltr>;
}

/**
 * A percentage (a discount, a tax rate, a coupon): "35%" — the number then the sign, left to right
 * as one unbreakable isolate in both languages (decision 043), so a badge and the tax line beside
 * it never read the sign on different sides.
 */
export function Percent({ value }: { value: number }) {
  return (
    <bdi dir="ltr" className="percent">
      {formatPercent(value)}
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

/**
 * A product's name with its short bracketed groups drawn unbroken ("(50 مل)" never split across
 * two lines); a long group may still wrap, so a card never spills at 320 px.
 */
export function Title({ children }: { children: string }) {
  const parts = bracketGroups(children);
  if (parts.length === 1 && typeof parts[0] === "string") return <>{children}</>;
  // One element: a name inside a flex link (a phone's 44 px targets) would lose the space before its group.
  return (
    <span>
      {parts.map((part, i) =>
        typeof part === "string" ? (
          part
        ) : (
          // The groups of one name never reorder: their index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <span key={i} className="nowrap">
            {part.whole}
          </span>
        ),
      )}
    </span>
  );
}
