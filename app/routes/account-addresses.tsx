import { GENERAL_ERROR } from "~/lib/shell/messages";
import { Form, Link, redirect } from "react-router";
import { useTranslation } from "~/i18n/translate";
import { z } from "~/lib/zod";
import type { Route } from "./+types/account-addresses";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext, sessionContext } from "~/server/context.server";
import { addressBody, addressesApi } from "~/server/store-api/addresses.server";
import { finish } from "~/server/actions/finish.server";
import { isStoreApiError } from "~/server/store-api/client.server";
import { JsFlag } from "~/components/shell/js-flag";
import { AddressLine } from "~/components/address/address-summary";
import { Isolated, Ltr } from "~/components/text/isolated";
import { Sentence } from "~/components/text/sentence";
import { ConfirmForm, toConfirm } from "~/components/forms/confirm-form";
import { recordId } from "~/lib/security/record-id";

export const handle = { i18n: ["address", "checkout"] };

const ActionSchema = z.object({ intent: z.enum(["delete", "default"]), id: z.coerce.number().int().positive() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const addresses = await addressesApi(context).list();
  return {
    title: i18n.t("account.titles.addresses"),
    addresses,
    confirmDelete: recordId(new URL(request.url).searchParams.get("delete")),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const session = context.get(sessionContext);
  const parsed = ActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw redirect("/account/addresses", 303);
  const api = addressesApi(context);
  try {
    if (parsed.data.intent === "delete") {
      await api.remove(parsed.data.id);
      if (session.checkout.address === parsed.data.id) session.setCheckout({ ...session.checkout, address: undefined });
    } else {
      // The Store API takes the whole address on update.
      const current = (await api.list()).find((a) => a.id === parsed.data.id);
      if (!current) throw redirect("/account/addresses", 303);
      await api.update(current.id, { ...addressBody(current), default_setting: 1 });
    }
  } catch (error) {
    if (!isStoreApiError(error)) throw error;
    return finish(session, formData, { type: "error", key: error.message || GENERAL_ERROR }, "/account/addresses", error.status);
  }
  return finish(session, formData, { type: "success", key: parsed.data.intent === "delete" ? "address.deleted" : "address.defaultSet" }, "/account/addresses");
}

export default function AccountAddresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { addresses, confirmDelete } = loaderData;
  return (
    <section>
      <h1>{t("account.titles.addresses")}</h1>
      <p>
        <Link to="/account/addresses/create" className="button">
          {t("address.add")}
        </Link>
      </p>
      {addresses.length === 0 ? <p>{t("address.none")}</p> : null}
      <ul className="card-grid">
        {addresses.map((a) => (
          <li key={a.id} className="card address-card" data-address={a.id}>
            <h2>
              <Isolated>{a.address_name}</Isolated> {a.default_setting ? <span className="badge badge--ok">{t("address.default")}</span> : null}
            </h2>
            <p>
              <Isolated>{a.receiver_name}</Isolated>
            </p>
            <p>
              <Ltr className="phone">{a.receiver_phone}</Ltr>
            </p>
            <p>
              <AddressLine address={a} />
            </p>
            <div className="form-links">
              <Link to={`/account/addresses/${a.id}`}>{t("address.edit")}</Link>
              {!a.default_setting ? (
                <Form method="post" className="inline-form">
                  <JsFlag />
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" name="intent" value="default" className="link-button">
                    {t("address.makeDefault")}
                  </button>
                </Form>
              ) : null}
              {confirmDelete !== a.id ? (
                <Link to={toConfirm(`/account/addresses?delete=${a.id}`)} preventScrollReset>
                  {t("address.delete")}
                </Link>
              ) : null}
            </div>
            {confirmDelete === a.id ? (
              <ConfirmForm method="post" className="confirm">
                <p>
                  <Sentence k="address.confirmDelete" slots={{ name: <Isolated>{a.address_name}</Isolated> }} />
                </p>
                <JsFlag />
                <input type="hidden" name="id" value={a.id} />
                <button type="submit" name="intent" value="delete" className="button--danger">
                  {t("address.confirmDeleteYes")}
                </button>{" "}
                <Link to="/account/addresses">{t("address.cancel")}</Link>
              </ConfirmForm>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
