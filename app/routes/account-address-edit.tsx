import { redirect, useActionData } from "react-router";
import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/account-address-edit";
import { titleMeta } from "~/lib/shell/meta";
import { languageContext, sessionContext } from "~/server/context.server";
import { addressesApi } from "~/server/store-api/addresses.server";
import { receiverOf, saveAddressForm } from "~/server/actions/address-form.server";
import { foundId, notFound } from "~/server/http/errors.server";
import { AddressForm } from "~/components/address/address-form";

export const handle = { i18n: ["address", "checkout", "auth"] };

/** addresses/create has no id; addresses/{id} a well-formed one, else it is not found. */
const addressId = (param: string | undefined) => (param === undefined ? undefined : foundId(param));

/** Serves both addresses/create (no id) and addresses/{id}. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { i18n } = context.get(languageContext);
  const api = addressesApi(context);
  const id = addressId(params.id);
  const [regions, addresses] = await Promise.all([api.regions(), id ? api.list() : Promise.resolve([])]);
  const address = id ? addresses.find((a) => a.id === id) : null;
  if (id && !address) throw notFound();
  return {
    title: i18n.t(id ? "account.titles.addressEdit" : "account.titles.addressCreate"),
    regions,
    address: address ?? null,
    receiver: id ? null : await receiverOf(context),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return titleMeta(matches, data?.title);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await saveAddressForm(await request.formData(), context, addressId(params.id));
  if ("reply" in result) return result.reply;
  context.get(sessionContext).flash({ type: "success", key: "address.saved" });
  throw redirect("/account/addresses", 303);
}

export default function AccountAddressEdit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  return (
    <section className="form-page form-page--start">
      <h1>{loaderData.title}</h1>
      <AddressForm
        regions={loaderData.regions}
        address={loaderData.address}
        receiver={loaderData.receiver}
        lastResult={lastResult as never}
        submitLabel={t("address.save")}
      />
    </section>
  );
}
