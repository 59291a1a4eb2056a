import { useEffect, useRef } from "react";
import { Form, Link, data, redirect, useActionData, useLocation, useNavigation } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/checkout-shipping";
import { firstIncompleteStep } from "~/lib/checkout/checkout";
import { ChooseAddressSchema, ChooseShippingSchema } from "~/lib/schemas/forms/checkout";
import type { Address } from "~/lib/schemas/address";
import type { ShippingCompany, ShippingType } from "~/lib/schemas/checkout";
import { titleMeta } from "~/lib/shell/meta";
import { bootstrapContext, languageContext, sessionContext } from "~/server/context.server";
import { checkoutApi } from "~/server/store-api/checkout-api.server";
import { enterStep, loadCheckout, townAvailable } from "~/server/store-api/checkout.server";
import { receiverOf, saveAddressForm } from "~/server/actions/address-form.server";
import { AddressForm } from "~/components/address/address-form";
import { CheckoutSteps } from "~/components/checkout/checkout-steps";
import { CheckoutSummary } from "~/components/checkout/checkout-summary";
import { barChoice, CheckoutBar } from "~/components/checkout/checkout-bar";
import { CartTotals } from "~/components/cart/cart-totals";
import { FormErrors } from "~/components/forms/form-fields";
import { Price } from "~/components/money/price";
import { AddressLine, Receiver } from "~/components/address/address-summary";
import { Isolated } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";
import { shippingIsFree } from "~/lib/money/money-lines";
import { toMinor } from "~/lib/money/money";
import { deliveryDays } from "~/lib/checkout/delivery-days";
import { preselectedShipping } from "~/lib/checkout/preselected-shipping";

export const handle = { i18n: ["address", "auth"] };

/** The address (a saved one, or a new one with the map) and then the shipping company and type. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const state = await enterStep(context, "shipping");
  const settings = context.get(bootstrapContext).settings;
  const companies = state.address && !state.regionUnavailable ? await checkoutApi(context).shippingCompanies(state.address.town.id) : [];
  const adding = new URL(request.url).searchParams.get("address") === "new" || state.addresses.length === 0;
  // Only with the form: the profile is the customer cache's (decision 086), asked on this page only when adding.
  const receiver = adding ? await receiverOf(context) : null;
  const free = shippingIsFree(state.cart, settings.free_shipping_over);
  return {
    title: i18n.t("checkout.titles.shipping"),
    reached: firstIncompleteStep(state.facts),
    adding,
    addresses: state.addresses.map((a) => ({ ...a, available: townAvailable(state.regions, a.town.id) })),
    regions: adding ? state.regions : [],
    receiver,
    // A saved choice, else the default address (preselected, not yet chosen).
    selectedAddress: state.address?.id ?? state.addresses.find((a) => a.default_setting === 1)?.id ?? null,
    addressChosen: state.facts.addressReady,
    regionUnavailable: state.regionUnavailable,
    companies,
    // The shopper's choice, else the cheapest checked for them, the fastest when all ship free (decision 089): one tap continues.
    selectedShipping: state.choices.company && state.choices.type ? `${state.choices.company}-${state.choices.type}` : preselectedShipping(companies, free),
    freeShippingOver: settings.free_shipping_over ?? null,
    freeShipping: free,
    // The total with each option's fee, in the options' order, as the payment step will total it (before any payment fee).
    optionTotals: companies.flatMap((company) => company.types).map((type) => (toMinor(state.cart.total) + (free ? 0 : toMinor(type.fee))) / 100),
    cart: state.cart,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

/**
 * Each choice is required by its schema: without JavaScript the browser stops an address form sent without
 * one (decision 047). The shipping form is sent unchecked by the browser (noValidate) and refused in the
 * shop's words at its field, never the browser's bubble (decision 089); its radios still say they are required.
 */
const ADDRESS_REQUIRED = getZodConstraint(ChooseAddressSchema).address_id?.required ?? true;
const SHIPPING_REQUIRED = getZodConstraint(ChooseShippingSchema).shipping?.required ?? true;

/**
 * Where an address choice lands: the shipping choice, which is the next thing to do. Without JavaScript the
 * browser scrolls to the fragment; with it the section takes the focus (ShippingChoice) (decision 074).
 */
const TO_SHIPPING = "/checkout/shipping#shipping";

/** A choice refused, as conform's reply: the message sits on the choice's field (address_id or shipping). */
type Replier = { reply: (options: { fieldErrors: Record<string, string[]> }) => SubmissionResult<string[]> };
const refuse = (submission: Replier, field: "address_id" | "shipping", key: string, status = 422) =>
  data(submission.reply({ fieldErrors: { [field]: [key] } }), { status });

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  const formData = await request.formData();
  const choices = session.checkout;
  switch (formData.get("intent")) {
    case "new-address": {
      const result = await saveAddressForm(formData, context);
      if ("reply" in result) return result.reply;
      session.setCheckout({ ...choices, address: result.address.id, company: undefined, type: undefined });
      session.flash({ type: "success", key: "checkout.address.saved" });
      throw redirect(TO_SHIPPING, 303);
    }
    case "address": {
      const submission = parseWithZod(formData, { schema: ChooseAddressSchema });
      if (submission.status !== "success") return refuse(submission, "address_id", "checkout.chooseAddress", 400);
      const state = await loadCheckout(context);
      const address = state.addresses.find((a) => a.id === submission.value.address_id);
      if (!address) return refuse(submission, "address_id", "checkout.chooseAddress", 400);
      if (!townAvailable(state.regions, address.town.id)) return refuse(submission, "address_id", "address.regionUnavailable");
      // Shipping companies depend on the town: a new address asks for them again.
      const same = choices.address === address.id;
      session.setCheckout({ ...choices, address: address.id, company: same ? choices.company : undefined, type: same ? choices.type : undefined });
      session.flash({ type: "success", key: "checkout.address.chosen" });
      throw redirect(TO_SHIPPING, 303);
    }
    case "shipping": {
      const submission = parseWithZod(formData, { schema: ChooseShippingSchema });
      if (submission.status !== "success") return refuse(submission, "shipping", "checkout.chooseShipping", 400);
      const state = await loadCheckout(context);
      if (!state.address || state.regionUnavailable)
        return refuse(submission, "address_id", state.regionUnavailable ? "address.regionUnavailable" : "checkout.chooseAddress");
      const { company, type } = submission.value.shipping;
      const offered = (await checkoutApi(context).shippingCompanies(state.address.town.id)).find((c) => c.id === company)?.types.some((t) => t.id === type);
      if (!offered) return refuse(submission, "shipping", "checkout.chooseShipping");
      session.setCheckout({ ...choices, company, type });
      throw redirect("/checkout/payment", 303);
    }
  }
  return refuse(parseWithZod(formData, { schema: ChooseAddressSchema }), "address_id", "validation.formErrors", 400);
}

export default function CheckoutShipping({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // Every form answers conform's reply; the saved-address and shipping choices' message is on their field.
  const answer = useActionData() as SubmissionResult<string[]> | undefined;
  const choiceError = (field: "address_id" | "shipping") => answer?.error?.[field]?.[0] ?? null;
  // A refused choice comes back as it was made, not as the session last had it.
  const sent = (field: "address_id" | "shipping") => {
    const value = answer?.initialValue?.[field];
    return typeof value === "string" && value ? value : null;
  };
  const addressReply = answer && !choiceError("address_id") && !choiceError("shipping") ? answer : null;
  const { addresses, adding } = loaderData;
  return (
    <section className="checkout-step">
      <h1>{loaderData.title}</h1>
      <CheckoutSteps current="shipping" reached={loaderData.reached} signedIn />
      <CheckoutSummary lines={loaderData.cart.items} total={loaderData.cart.total}>
        <CartTotals cart={loaderData.cart} />
      </CheckoutSummary>
      <section aria-labelledby="address-title" className="card stack">
        <h2 id="address-title">{t("checkout.address.title")}</h2>
        {loaderData.regionUnavailable ? (
          <p className="notice notice--error" role="alert">
            {t("address.regionUnavailable")}
          </p>
        ) : null}
        {adding ? (
          <>
            {addresses.length === 0 ? <p>{t("checkout.address.none")}</p> : <Link to="/checkout/shipping">{t("checkout.address.backToList")}</Link>}
            <AddressForm
              regions={loaderData.regions}
              lastResult={addressReply}
              submitLabel={t("checkout.address.saveAndUse")}
              extraHidden={{ intent: "new-address" }}
              receiver={loaderData.receiver}
            />
          </>
        ) : (
          <AddressChoice
            total={loaderData.cart.total}
            settled={loaderData.addressChosen}
            addresses={addresses}
            selected={sent("address_id") ? Number(sent("address_id")) : loaderData.selectedAddress}
            error={choiceError("address_id")}
          />
        )}
      </section>
      {loaderData.addressChosen && !adding ? (
        <ShippingChoice
          companies={loaderData.companies}
          selected={sent("shipping") ?? loaderData.selectedShipping}
          error={choiceError("shipping")}
          freeOver={loaderData.freeShippingOver}
          free={loaderData.freeShipping}
          total={loaderData.cart.total}
          optionTotals={loaderData.optionTotals}
        />
      ) : null}
    </section>
  );
}

function AddressChoice({
  total,
  settled,
  addresses,
  selected,
  error,
}: {
  total: number;
  /** An address is chosen and the shipping choice below carries the step's bar: this one is a plain button. */
  settled: boolean;
  addresses: Array<Address & { available: boolean }>;
  selected: number | null;
  error: string | null;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const use = (
    <button type="submit" name="intent" value="address" disabled={busy} className={settled ? "button--secondary" : undefined}>
      {t("checkout.address.use")}
    </button>
  );
  const choice = (
    <>
      <Form method="post" className="stack" aria-labelledby="address-title">
        <FormErrors id="address-choice-errors" errors={error ? [error] : undefined} />
        <fieldset className="choices">
          <legend className="visually-hidden">{t("checkout.chooseAddress")}</legend>
          {addresses.map((a) => (
            <div key={a.id} className={`choice${a.available ? "" : " choice--disabled"}`}>
              <input
                type="radio"
                id={`address-${a.id}`}
                name="address_id"
                value={a.id}
                defaultChecked={a.id === selected && a.available}
                disabled={!a.available}
                required={ADDRESS_REQUIRED}
              />
              <label htmlFor={`address-${a.id}`}>
                <AddressCard address={a} />
              </label>
              {!a.available ? (
                <p className="notice notice--error choice__note">
                  {t("address.regionUnavailable")} · <Link to={`/account/addresses/${a.id}`}>{t("checkout.address.update")}</Link>
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        {settled ? (
          use
        ) : (
          <CheckoutBar total={total} label="beforeShipping">
            {use}
          </CheckoutBar>
        )}
      </Form>
      <Link to="/checkout/shipping?address=new">{t("checkout.address.add")}</Link>
    </>
  );
  const chosen = settled && !error ? addresses.find((a) => a.id === selected && a.available) : undefined;
  if (!chosen) return choice;
  // The address in use, folded to what it is with a way to change it: the step's one action is the shipping
  // choice's, and the list of addresses opens on "change" (decision 107).
  return (
    <details className="address-chosen">
      <summary>
        <span className="address-chosen__card">
          <AddressCard address={chosen} />
        </span>
        <span className="checkout-change">{t("checkout.confirm.change")}</span>
      </summary>
      <div className="stack">{choice}</div>
    </details>
  );
}

/** A saved address as the shopper knows it: its name, who receives the parcel, and where. */
function AddressCard({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>
        <Isolated>{address.address_name}</Isolated>
      </strong>
      {address.default_setting ? <span className="badge badge--ok">{t("address.default")}</span> : null}
      <span className="choice__detail">
        <Receiver name={address.receiver_name} phone={address.receiver_phone} />
      </span>
      <span className="choice__detail">
        <AddressLine address={address} />
      </span>
    </>
  );
}

function Days({ type }: { type: ShippingType }) {
  const { t } = useTranslation();
  return <>{t(...deliveryDays({ min: type.days_min, max: type.days_max }))}</>;
}

/** A fee, or, when the order ships free, the fee struck through beside "free". */
function Fee({ fee, free }: { fee: number; free: boolean }) {
  const { t } = useTranslation();
  if (fee <= 0) return <>{t("money.free")}</>;
  if (!free) return <Price value={fee} />;
  return (
    <>
      <span className="visually-hidden">{t("checkout.shipping.waived")}: </span>
      <s>
        <Price value={fee} />
      </s>{" "}
      <strong>{t("money.free")}</strong>
    </>
  );
}

function ShippingChoice({
  companies,
  selected,
  error,
  freeOver,
  free,
  total,
  optionTotals,
}: {
  total: number;
  /** The step's total with each option, in the options' order (the loader's). */
  optionTotals: number[];
  companies: ShippingCompany[];
  selected: string | null;
  error: string | null;
  freeOver: number | null;
  free: boolean;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { hash, key } = useLocation();
  const types = companies.flatMap((company) => company.types);
  const section = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival at #shipping (a new location key) moves the focus, not only the first
  useEffect(() => {
    if (hash === "#shipping") section.current?.focus();
  }, [hash, key]);
  return (
    <section id="shipping" ref={section} tabIndex={-1} aria-labelledby="shipping-title" className="card stack checkout-shipping">
      <h2 id="shipping-title">{t("checkout.shipping.title")}</h2>
      {companies.length === 0 ? (
        <p className="notice notice--warning">{t("checkout.shipping.none")}</p>
      ) : (
        <Form method="post" className="stack" aria-labelledby="shipping-title" noValidate>
          <FormErrors id="shipping-choice-errors" errors={error ? [error] : undefined} />
          {companies.map((company) => (
            <fieldset key={company.id} className="choices">
              <legend>
                <Isolated>{company.name}</Isolated>
              </legend>
              {company.types.map((type) => {
                const value = `${company.id}-${type.id}`;
                const index = types.indexOf(type);
                return (
                  <div key={value} className="choice">
                    <input
                      type="radio"
                      id={`shipping-${value}`}
                      name="shipping"
                      value={value}
                      defaultChecked={value === selected}
                      required={SHIPPING_REQUIRED}
                      {...barChoice(index)}
                    />
                    <label htmlFor={`shipping-${value}`} className="choice__label--priced">
                      {/* The legend shows the company: the option shows its kind, and is still named "company — kind" aloud. */}
                      <strong>
                        <span className="visually-hidden">
                          <Sentence
                            k="checkout.shipping.option"
                            slots={{ company: <Isolated>{company.name}</Isolated>, type: <Isolated>{type.name}</Isolated> }}
                          />
                        </span>
                        <span aria-hidden="true">
                          <Isolated>{type.name}</Isolated>
                        </span>
                      </strong>
                      <span className="choice__detail">
                        <Days type={type} />
                      </span>
                      <span className="choice__price">
                        <Fee fee={type.fee} free={free} />
                      </span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ))}
          {freeOver ? (
            <p className="field__hint">
              <Sentence k="checkout.shipping.freeOver" slots={{ amount: <Price value={freeOver} /> }} />
            </p>
          ) : null}
          <CheckoutBar total={total} label="beforeShipping" choices={optionTotals} choiceLabel="withShipping">
            <button type="submit" name="intent" value="shipping" disabled={busy}>
              {t("checkout.shipping.continue")}
            </button>
          </CheckoutBar>
        </Form>
      )}
    </section>
  );
}
