import { useTranslation } from "react-i18next";

/** Why a cart cannot go to checkout: out-of-stock lines, or a total under the minimum purchase. */
export function CartNotices({ valid, minPurchase }: { valid: boolean; minPurchase: { amount: string; currency: string } | null }) {
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
          {t("cart.minPurchase", minPurchase)}
        </p>
      ) : null}
    </>
  );
}
