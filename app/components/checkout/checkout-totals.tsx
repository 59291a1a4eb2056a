import { useTranslation } from "~/i18n/translate";
import type { Quote } from "~/lib/schemas/checkout";
import { quoteMoneyLines } from "~/lib/money/money-lines";
import { MoneyLines } from "../money/money-lines";
import { usePriceDisplay } from "../money/price";

/** The quote's totals; the payment method's fee only once a method is chosen. */
export function CheckoutTotals({ quote, quantity, methodChosen = true }: { quote: Quote; quantity?: number; methodChosen?: boolean }) {
  const { t } = useTranslation();
  return <MoneyLines lines={quoteMoneyLines(quote, methodChosen, usePriceDisplay())} quantity={quantity} label={t("checkout.summary.title")} />;
}
