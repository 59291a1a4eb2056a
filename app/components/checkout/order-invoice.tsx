import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { formatDate } from "~/lib/text/dates";
import { orderGroup, orderStage, paymentStatusKey, statusName, statusText } from "~/lib/checkout/order-status";
import type { Order } from "~/lib/schemas/order";
import { ItemLabel } from "./item-label";
import { orderMoneyLines } from "~/lib/money/money-lines";
import { AddressLine, Receiver } from "../address/address-summary";
import { Code, FreeText, Isolated, Ltr, Phone } from "../text/isolated";
import { MoneyLines } from "../money/money-lines";
import { Price, usePriceDisplay } from "../money/price";
import { shownOrderLineTotal } from "~/lib/money/pricing";
import { useRootData } from "../hooks/use-root-data";
import { PictureRow } from "../account/order-row";

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The order's header facts: status, dates, numbers and the payment (order page and checkout invoice); the invoice number is the invoice's own. */
export function OrderFacts({ order, lang, withNumber = false }: { order: Order; lang: string; withNumber?: boolean }) {
  const { t } = useTranslation();
  const stage = orderStage(order);
  return (
    <dl className="order__facts">
      {withNumber ? (
        <Fact label={t("orders.number")}>
          <Code>{order.order_number}</Code>
        </Fact>
      ) : null}
      <dt>{t("orders.status")}</dt>
      {/* "Pending" while open, with the tracker's word for where it stands (orderStage): the two never disagree. */}
      <dd data-status={stage}>{statusText(order, t)}</dd>
      <Fact label={t("orders.placed")}>{formatDate(order.created_at, lang, true)}</Fact>
      {order.shipment_number ? (
        <Fact label={t("orders.shipmentNumber")}>
          <Code>{order.shipment_number}</Code>
        </Fact>
      ) : null}
      {/* The Store API sets expected_shipping_date to the end of the shipping type's window (ordered + days_max): the day the parcel should arrive by. */}
      {/* Only while it is on its way: a cancelled, rejected or delivered order is not expected any more. */}
      {order.expected_shipping_date && statusName(order.status) === "pending" ? (
        <Fact label={t("orders.expectedBy")}>{formatDate(order.expected_shipping_date, lang)}</Fact>
      ) : null}
      <dt>{t("orders.payment")}</dt>
      <dd data-payment={order.payment.status}>
        <Isolated>{order.payment_method.name}</Isolated> · {t(paymentStatusKey(order))}
      </dd>
    </dl>
  );
}

/**
 * Who sells: the store's name, how to reach it and its tax number, as the Store API gives them (the
 * contract's settings hold no postal address, so none is invented here). The order's tax_number is
 * the store's (the Store API copies its settings' tax_number into each order), so it is the
 * seller's, not the receiver's.
 */
function Seller({ taxNumber }: { taxNumber?: string | null }) {
  const { t } = useTranslation();
  const store = useRootData()?.store;
  if (!store?.name) return null;
  return (
    <address className="invoice__seller" aria-label={t("orders.seller")}>
      <strong>
        <Isolated>{store.name}</Isolated>
      </strong>
      {store.contactPhone ? (
        <>
          <br />
          {t("footer.contactPhone")}: <Phone>{store.contactPhone}</Phone>
        </>
      ) : null}
      {store.contactEmail ? (
        <>
          <br />
          {t("footer.contactEmail")}: <Ltr className="email">{store.contactEmail}</Ltr>
        </>
      ) : null}
      {taxNumber ? (
        <>
          <br />
          {t("orders.sellerTaxNumber")}: <Code>{taxNumber}</Code>
        </>
      ) : null}
    </address>
  );
}

/**
 * The invoice: the seller (with its tax number), every line and total of the order, the receiver and the address.
 * `titledBy`: the id of the page's own heading when the page is the invoice (checkout), so it is not titled twice.
 * `pictures`: each line begins with its product's picture, as the orders list does (the account's order page,
 * decision 102); the invoice page stays a document without them.
 */
export function OrderInvoice({
  order,
  withNotes = true,
  titledBy,
  pictures = false,
}: {
  order: Order;
  withNotes?: boolean;
  titledBy?: string;
  pictures?: boolean;
}) {
  const { t } = useTranslation();
  const display = usePriceDisplay();
  // Each line's prices follow the shop's display rule (decision 098): with the unit's tax when the shelf shows
  // it, as the product page and the cart do; the totals below break the tax out.
  const priceLabel = t("orders.unitPrice");
  const afterLabel = t("orders.priceAfterDiscount");
  const lineLabel = t("orders.lineTotal");
  return (
    <section aria-labelledby={titledBy ?? "invoice-title"} className="invoice">
      {titledBy ? null : <h2 id="invoice-title">{t("orders.invoiceTitle")}</h2>}
      <div className="invoice__head">
        <Seller taxNumber={order.tax_number} />
        <dl className="order__facts">
          <Fact label={t("orders.invoice")}>
            <Code>{order.invoice_number}</Code>
          </Fact>
        </dl>
      </div>
      <div className="line-table-box">
        <table className="line-table">
          <thead>
            <tr>
              <th scope="col">{t("orders.item")}</th>
              <th scope="col">{t("orders.barcode")}</th>
              <th scope="col">{t("orders.unit")}</th>
              <th scope="col">{t("orders.quantity")}</th>
              <th scope="col">{priceLabel}</th>
              <th scope="col">{afterLabel}</th>
              <th scope="col">{lineLabel}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.uuid || item.name}>
                <td className="line-table__title">
                  {pictures ? <PictureRow image={item.image ?? null} name={<ItemLabel item={item} />} /> : <ItemLabel item={item} />}
                </td>
                <td data-label={t("orders.barcode")}>
                  <Code>{item.barcode}</Code>
                </td>
                <td data-label={t("orders.unit")}>
                  {item.unit}
                  {item.parent_unit ? ` (${t("orders.parentUnit")}: ${item.parent_unit})` : ""}
                </td>
                <td data-label={t("orders.quantity")}>{item.quantity}</td>
                <td data-label={priceLabel}>
                  <Price value={item.price} tax={item.tax} />
                </td>
                <td data-label={afterLabel}>
                  <Price value={item.price_after_discount} tax={item.tax} />
                </td>
                <td data-label={lineLabel}>
                  <Price value={shownOrderLineTotal(item, display)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoneyLines lines={orderMoneyLines(order, display)} quantity={order.quantity} label={t("orders.invoiceTitle")} />
      {/* A mismatch is money taken that the shop reconciles (the shopper is told to contact support); a cancelled or rejected order owes nothing. */}
      {order.amount_due > 0 && order.payment.status !== "mismatch" && orderGroup(order.status) !== "closed" ? (
        <dl className="totals">
          <Fact label={t("orders.amountDue")}>
            <Price value={order.amount_due} />
          </Fact>
        </dl>
      ) : null}
      <dl className="order__facts">
        <Fact label={t("orders.receiver")}>
          <Receiver name={order.receiver_name} phone={order.receiver_phone} />
        </Fact>
        {order.payment_phone ? (
          <Fact label={t("orders.paymentPhone")}>
            <Code>{order.payment_phone}</Code>
          </Fact>
        ) : null}
        {order.address ? (
          <Fact label={t("orders.deliveryAddress")}>
            <AddressLine address={order.address} />
          </Fact>
        ) : null}
        {order.customer_notes ? (
          <Fact label={t("checkout.invoice.notes")}>
            <FreeText>{order.customer_notes}</FreeText>
          </Fact>
        ) : null}
        {withNotes && order.notes ? (
          <Fact label={t("orders.rejectionReason")}>
            <FreeText>{order.notes}</FreeText>
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}
