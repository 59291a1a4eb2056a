import { useTranslation } from "~/i18n/translate";
import type { Quote } from "~/lib/schemas/checkout";
import type { CartLine } from "~/lib/schemas/cart";
import { quoteMoneyLines } from "~/lib/money/money-lines";
import { MoneyLines } from "../money/money-lines";
import { usePriceDisplay } from "../money/price";

/** The quote's totals; the payment method's fee only once a method is chosen. */
export function CheckoutTotals({
  quote,
  lines,
  quantity,
  methodChosen = true,
}: {
  quote: Quote;
  /** The cart's lines the quote prices: its savings are shown by the prices' rule, as the cart's. */
  lines: CartLine[];
  quantity?: number;
  methodChosen?: boolean;
}) {
  const { t } = useTranslation();
  return <MoneyLines lines={quoteMoneyLines(quote, methodChosen, usePriceDisplay(), lines)} quantity={quantity} label={t("checkout.summary.title")} />;
}
