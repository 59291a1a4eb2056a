import { useTranslation } from "~/i18n/translate";
import { Amount } from "../text/isolated";
import { Sentence } from "../text/sentence";

/** Why a cart cannot go to checkout: out-of-stock lines, or a total under the minimum purchase. */
export function CartNotices({ valid, minPurchase }: { valid: boolean; minPurchase: { amount: string } | null }) {
  const { t } = useTranslation();
  return (
    <>
      {!valid ? (
        <p className="notice notice--error" role="alert">
          {t("cart.invalid")}
        </p>
      ) : null}
      {minPurchase ? (
        <p className="notice notice--warning" role="alert">
          <Sentence k="cart.minPurchase" slots={{ amount: <Amount>{minPurchase.amount}</Amount> }} />
        </p>
      ) : null}
    </>
  );
}
