import { useTranslation } from "~/i18n/translate";
import type { Cart } from "~/lib/schemas/cart";
import { cartMoneyLines } from "~/lib/money/money-lines";
import { totalQty } from "~/lib/cart/cart";
import { MoneyLines } from "../money/money-lines";
import { usePriceDisplay } from "../money/price";

/** The cart's money, as the cart page and the first checkout step show it. */
export function CartTotals({ cart, showQty = false }: { cart: Cart; showQty?: boolean }) {
  const { t } = useTranslation();
  return <MoneyLines lines={cartMoneyLines(cart, usePriceDisplay())} quantity={showQty ? totalQty(cart.items) : undefined} label={t("cart.title")} />;
}
