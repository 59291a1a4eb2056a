import { useTranslation } from "~/i18n/translate";
import type { MoneyLine } from "~/lib/money/money-lines";
import { Isolated } from "../text/isolated";
import { Price } from "./price";
import { useRootData } from "../hooks/use-root-data";

/** One list of money lines (lib/money-lines.ts) as the cart, the checkout summary and the invoice show it. */
export function MoneyLines({ lines, quantity, label }: { lines: MoneyLine[]; quantity?: number; label?: string }) {
  const { t } = useTranslation();
  const currency = useRootData()?.currency;
  // Another currency than the store's: each amount is converted on its own and the payment is in the
  // store's, so a total can differ from its lines by a cent and the payment step names the store's.
  const converted = currency?.local && currency.selected && currency.selected.currency_code !== currency.local.currency_code ? currency.local.label : null;
  return (
    <>
      <dl className="totals" aria-label={label}>
        {quantity !== undefined ? (
          <div className="totals__row" data-line="quantity">
            <dt>{t("cart.totalQty")}</dt>
            <dd>{quantity}</dd>
          </div>
        ) : null}
        {lines.map((line) => {
          const grand = line.id === "total" ? "totals__grand" : line.kind === "included" ? "totals__note" : undefined;
          return (
            <div key={line.id} className="totals__row" data-line={line.id}>
              <dt className={grand}>
                {t(line.label)}
                {line.detail ? (
                  <>
                    {" "}
                    (<Isolated>{line.detail}</Isolated>)
                  </>
                ) : null}
              </dt>
              <dd className={grand} data-amount={line.amount} data-total={line.id === "total" ? line.amount : undefined}>
                {line.kind === "free" ? t("money.free") : <Price value={line.amount} deduction={line.kind === "deduction"} />}
              </dd>
            </div>
          );
        })}
      </dl>
      {converted ? <p className="totals__note totals__converted">{t("money.converted", { local: converted })}</p> : null}
    </>
  );
}
