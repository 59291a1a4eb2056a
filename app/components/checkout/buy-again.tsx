import { Form } from "react-router";
import { useTranslation } from "~/i18n/translate";

/**
 * Buy again (issue 42): one post, with or without JavaScript, that puts the order's lines still
 * sold in the cart and lands on it. `formKey` is minted per render, so a repeat adds nothing twice.
 */
export function BuyAgain({ orderId, formKey, orderNumber, compact = false }: { orderId: number; formKey: string; orderNumber: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action={`/account/orders/${orderId}`} className={compact ? "buy-again buy-again--compact" : "buy-again"}>
      <input type="hidden" name="intent" value="again" />
      <input type="hidden" name="key" value={formKey} />
      <button type="submit" className={compact ? "button--secondary" : undefined}>
        {t("orders.again.button")}
        <span className="visually-hidden">{` ${t("orders.again.which", { number: orderNumber })}`}</span>
      </button>
      {compact ? null : <p className="field__hint">{t("orders.again.hint")}</p>}
    </Form>
  );
}
