import type { ReactNode } from "react";

/**
 * Text from the shopper or the Store API inside a sentence: a name, an address part, a code.
 * `<bdi>` takes the direction of its own first strong letter and keeps its neighbours in place.
 */
export function Isolated({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}

/** Always left to right, whatever its first letter: phone numbers, e-mails, order and invoice numbers. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/** An amount already written with its currency ("500.00 ج.م"): one isolated left-to-right unit. */
export function Amount({ children, value, className }: { children: string; value?: string; className?: string }) {
  return (
    <bdi className={className ? `price ${className}` : "price"} dir="ltr" data-price={value}>
      {children}
    </bdi>
  );
}

/** An order, invoice, shipment or tax number: left to right and never cut across two lines. */
export function Code({ children }: { children: ReactNode }) {
  return <Ltr className="code">{children}</Ltr>;
}
