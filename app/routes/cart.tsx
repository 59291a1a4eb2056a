import { Form, Link, useFetcher, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/cart";
import { canDecrease, cartValid, hasDis, lineInvalid, priceAfterDis, minPurchaseNotice } from "~/lib/cart/cart";
import type { CartLine } from "~/lib/schemas/cart";
import { shownLineTotal } from "~/lib/money/pricing";
import { lineDetails, variantName } from "~/lib/cart/line-details";
import { unitWorthSaying } from "~/lib/cart/unit-worth-saying";
import { stepAfterCart } from "~/lib/checkout/checkout";
import { mediaUrl } from "~/lib/catalogue/media";
import { titleMeta, NOINDEX } from "~/lib/shell/meta";
import { currencyContext, languageContext } from "~/server/context.server";
import { cartApi } from "~/server/store-api/cart.server";
import { cartAction } from "~/server/actions/cart-action.server";
import { Price, usePriceDisplay } from "~/components/money/price";
import { useFormOutcome } from "~/components/forms/use-form-outcome";
import { FlashSentence, toneOf } from "~/components/forms/flash-message";
import { usePageFlash } from "~/components/hooks/use-page-flash";
import { NEWSLETTER_FIELD } from "~/components/shell/newsletter-form";
import { useRootData } from "~/components/hooks/use-root-data";
import { COUPON_MAX_LENGTH } from "~/lib/schemas/forms/fields";
import { useFocusOnRefusal } from "~/components/forms/use-focus-on-refusal";
import { JsFlag } from "~/components/shell/js-flag";
import { ConfirmForm, toConfirm } from "~/components/forms/confirm-form";
import { CartTotals } from "~/components/cart/cart-totals";
import { FreeShippingMeter } from "~/components/cart/free-shipping-meter";
import { CartNotices } from "~/components/cart/cart-notices";
import { Isolated, Percent, Title } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";

export const handle = { i18n: ["cart", "favourites", "address", "checkout"] };

/** The remove button's bin: its name is the link's own label. */
function BinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </svg>
  );
}

const lineKey = (l: Pick<CartLine, "item_id" | "unit_id">) => `${l.item_id}-${l.unit_id}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const url = new URL(request.url);
  const cart = await cartApi(context).get();
  const confirmRemove = url.searchParams.get("remove");
  const selected = context.get(currencyContext).selected;
  return {
    title: i18n.t("cart.title"),
    cart,
    // The spec's "It is not allowed to purchase less than {0} {1}", in the shopper's currency.
    minPurchase: minPurchaseNotice(cart.min_purchase, selected),
    confirmRemove,
    // A bin pressed on an old page (the line removed or the cart emptied in another tab) asks about a line the
    // cart no longer has: said as the removal of a line already gone is, not a page with nothing asked.
    goneLine: confirmRemove !== null && !cart.items.some((line) => lineKey(line) === confirmRemove),
    confirmEmpty: url.searchParams.get("empty") === "confirm",
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title, [NOINDEX]);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart, minPurchase, confirmRemove, confirmEmpty, goneLine } = loaderData;
  const gone = goneLine ? (
    <p className="notice notice--warning" role="status">
      {t("cart.notInCart")}
    </p>
  ) : null;
  const signedIn = useRootData()?.signedIn ?? false;
  if (cart.items.length === 0) {
    return (
      <section className="cart">
        <FormlessMessage />
        {gone}
        <h1>{t("cart.title")}</h1>
        <p>{t("cart.empty")}</p>
        <Link to="/search" className="button">
          {t("cart.browse")}
        </Link>
      </section>
    );
  }
  const valid = cartValid(cart.items);
  const blocked = !valid || Boolean(minPurchase);
  return (
    <section className="cart">
      <h1>{t("cart.title")}</h1>
      {gone}
      <CartNotices valid={valid} minPurchase={minPurchase} />
      <FreeShippingMeter cart={cart} />
      <ul className="cart__lines">
        {cart.items.map((line) => (
          <CartLineRow
            key={lineKey(line)}
            line={line}
            showUnit={unitWorthSaying(line, cart.items)}
            confirming={confirmRemove === lineKey(line)}
            asking={confirmRemove !== null || confirmEmpty}
          />
        ))}
      </ul>
      <div className="cart__side">
        <CouponForm coupon={cart.coupon ?? null} />
        <CartTotals cart={cart} showQty />
        {/* On a phone a bar fixed at the bottom of the screen: the total and the way on, on the first screen (decision 073). */}
        <div className="cart__bar">
          <p className="cart__bar-total">
            <span>{t("cart.barTotal")}</span> <Price value={cart.total} />
          </p>
          {blocked ? (
            <p className="button button--disabled" aria-disabled="true">
              {t("cart.checkout")}
            </p>
          ) : (
            // This page is the cart's review: the way on skips the checkout's own review of it (its first step, which a
            // product page's "Checkout" leads to), one tap fewer.
            <Link to={stepAfterCart(signedIn)} className="button">
              {t("cart.checkout")}
            </Link>
          )}
        </div>
        {confirmEmpty ? (
          <ConfirmForm method="post" className="confirm" aria-label={t("cart.confirmEmpty")}>
            <p>{t("cart.confirmEmpty")}</p>
            <JsFlag />
            <button type="submit" name="intent" value="empty" className="button--danger">
              {t("cart.emptyCart")}
            </button>{" "}
            <Link to="/cart">{t("cart.cancel")}</Link>
          </ConfirmForm>
        ) : (
          <Link to={toConfirm("/cart?empty=confirm")} className="cart__empty">
            {t("cart.emptyCart")}
          </Link>
        )}
      </div>
    </section>
  );
}

/**
 * `asking`: a confirmation (a line's removal, emptying the cart) is open. A quantity change answers it
 * "no": without JavaScript the change's redirect to /cart closes it, so with JavaScript it closes too.
 */
function CartLineRow({ line, showUnit, confirming, asking }: { line: CartLine; showUnit: boolean; confirming: boolean; asking: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const navigate = useNavigate();
  // Optimistic: the quantity the shopper just asked for shows at once.
  const pendingQty = fetcher.formData?.get("intent") === "qty" ? Number(fetcher.formData.get("qty")) : null;
  const qty = pendingQty ?? line.qty;
  const display = usePriceDisplay();
  const image = mediaUrl(line.image, "80x80");
  const sharp = mediaUrl(line.image, "150x150");
  const invalid = lineInvalid(line);
  const variants = lineDetails(line.name, line.variants.map(variantName));
  const href = line.category_slug && line.product_slug ? `/${line.category_slug}/${line.product_slug}` : null;
  return (
    <li className={`cart-line${invalid ? " cart-line--invalid" : ""}`} data-line={lineKey(line)}>
      {image ? (
        <img
          src={image}
          srcSet={sharp && sharp !== image ? `${image} 1x, ${sharp} 2x` : undefined}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="cart-line__image"
        />
      ) : null}
      <div className="cart-line__info">
        <h2 className="cart-line__name">
          {href ? (
            <Link to={href}>
              <Title>{line.name}</Title>
            </Link>
          ) : (
            <Title>{line.name}</Title>
          )}
        </h2>
        {variants.length ? <p className="cart-line__variants">{variants.join(" · ")}</p> : null}
        {showUnit && line.unit?.name ? (
          <p className="cart-line__unit">
            {t("cart.unit")}: {line.unit.name}
          </p>
        ) : null}
        <p className="cart-line__price">
          {hasDis(line) ? (
            <>
              <Price value={priceAfterDis(line)} tax={line.tax} />{" "}
              <del>
                <span className="visually-hidden">{`${t("cart.priceBefore")}: `}</span>
                <Price value={line.price} tax={line.tax} />
              </del>{" "}
              <span className="badge">
                <Sentence k="cart.discount" slots={{ rate: <Percent value={line.discount} /> }} />
              </span>
            </>
          ) : (
            <Price value={line.price} tax={line.tax} />
          )}
          {/* Parted from the prices by the line's gap, not a "·" that a wrap would leave at a line's start or end (decision 096). */}
          {line.tax > 0 ? (
            <>
              {" "}
              <span className="cart-line__tax">
                {display === "inclusive" ? t("cart.taxIncluded") : <Sentence k="cart.tax" slots={{ rate: <Percent value={line.tax} /> }} />}
              </span>
            </>
          ) : null}
        </p>
        {invalid ? <p className="cart-line__stock">{t("cart.outOfStock")}</p> : null}
      </div>
      <div className="cart-line__qty">
        <fetcher.Form
          method="post"
          action="/cart"
          className="qty-stepper"
          onSubmit={() => (asking ? navigate("/cart", { replace: true, preventScrollReset: true }) : undefined)}
        >
          <JsFlag />
          <input type="hidden" name="item_id" value={line.item_id} />
          <input type="hidden" name="unit_id" value={line.unit_id} />
          <input type="hidden" name="intent" value="qty" />
          <button type="submit" name="qty" value={qty - 1} disabled={!canDecrease({ qty })} aria-label={t("cart.decrease", { name: line.name })}>
            −
          </button>
          {/* Said in hidden text: a plain span may not be named (aria-label). */}
          <span className="visually-hidden">{`${t("cart.quantity")}: `}</span>
          <span className="qty-value" aria-live="polite">
            {qty}
          </span>
          <button type="submit" name="qty" value={qty + 1} aria-label={t("cart.increase", { name: line.name })}>
            +
          </button>
        </fetcher.Form>
        <p className="cart-line__total">
          <Price value={shownLineTotal(line, display, qty)} />
        </p>
        {confirming ? (
          <ConfirmForm method="post" className="confirm">
            <p>
              <Sentence k="cart.confirmRemove" slots={{ name: <Isolated>{line.name}</Isolated> }} />
            </p>
            <JsFlag />
            <input type="hidden" name="item_id" value={line.item_id} />
            <input type="hidden" name="unit_id" value={line.unit_id} />
            <button type="submit" name="intent" value="remove" className="button--danger">
              {t("cart.confirmRemoveYes")}
            </button>{" "}
            <Link to="/cart">{t("cart.cancel")}</Link>
          </ConfirmForm>
        ) : (
          <Link
            to={toConfirm(`/cart?remove=${lineKey(line)}`)}
            aria-label={t("cart.removeItem", { name: line.name })}
            title={t("cart.remove")}
            className="cart-line__remove"
            preventScrollReset
          >
            <BinIcon />
          </Link>
        )}
      </div>
    </li>
  );
}

function CouponForm({ coupon }: { coupon: { code: string; rate: number } | null }) {
  const { t } = useTranslation();
  const display = usePriceDisplay();
  const outcome = useFormOutcome("coupon-code");
  const refused = outcome?.type === "error" ? outcome : null;
  const problem = refused ? t(refused.key, refused.params) : null;
  // Without JavaScript the answer opens on the refused code, as typed (decision 047).
  const focus = useFocusOnRefusal(problem ? [problem] : undefined);
  if (coupon) {
    return (
      <Form method="post" className="coupon">
        <p className="notice notice--success">
          <Sentence
            // The rate is taken off the items before tax (the contract's money rule): said so where prices include it.
            k={display === "inclusive" ? "cart.couponAppliedBeforeTax" : "cart.couponApplied"}
            slots={{ code: <Isolated className="coupon-code">{coupon.code}</Isolated>, rate: <Percent value={coupon.rate} /> }}
          />
        </p>
        <JsFlag />
        <button type="submit" name="intent" value="remove-coupon" className="button--secondary">
          {t("cart.removeCoupon")}
        </button>
      </Form>
    );
  }
  // Folded away until asked for, except to say why a code was refused (decision 073).
  return (
    <details className="coupon-box" open={problem ? true : undefined}>
      <summary>{t("cart.haveCoupon")}</summary>
      <Form method="post" className="coupon" noValidate>
        <JsFlag />
        <label htmlFor="coupon-code">{t("cart.couponLabel")}</label>
        <div className="coupon__row">
          <input
            id="coupon-code"
            name="code"
            maxLength={COUPON_MAX_LENGTH}
            autoComplete="off"
            dir="ltr"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "coupon-code-error" : undefined}
            defaultValue={refused?.value}
            {...focus}
          />
          <button type="submit" name="intent" value="coupon">
            {t("cart.applyCoupon")}
          </button>
        </div>
        {problem ? (
          <p id="coupon-code-error" className="field__errors" role="alert">
            {problem}
          </p>
        ) : null}
      </Form>
    </details>
  );
}

/**
 * A message aimed at one of the cart's forms (a line's, the coupon's: decision 077), which a cart emptied meanwhile
 * in another tab no longer shows: said here, above the empty cart, instead of nowhere.
 */
function FormlessMessage() {
  const flash = usePageFlash();
  if (!flash?.field || flash.field === NEWSLETTER_FIELD) return null;
  return (
    <p className={`notice ${toneOf(flash)} flash`} role="status">
      <FlashSentence flash={flash} />
    </p>
  );
}
