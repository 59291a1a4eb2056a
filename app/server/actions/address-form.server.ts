import { data, type RouterContextProvider } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { AddressFormSchema } from "~/lib/schemas/forms/address";
import { COORDINATE_ERROR, WITHOUT_MAP } from "~/lib/shell/messages";
import { townIndex, type Address } from "~/lib/schemas/address";
import { addressesApi, type AddressBody } from "../store-api/addresses.server";
import { replyWithStoreError } from "./replies.server";
import { authApi } from "../store-api/auth.server";
import { withinOrNull } from "../store-api/request.server";
import { transportContext } from "../context.server";

const FIELDS = ["receiver_name", "receiver_phone", "address_name", "town_id", "detailed_address", "lat", "lng"];

/**
 * Parses and saves the address form (account and checkout). The point is the map's when one
 * was chosen; otherwise the typed address is geocoded. Answers the saved address, or a form
 * reply to return as is.
 */
export async function saveAddressForm(
  formData: FormData,
  context: Readonly<RouterContextProvider>,
  existingId?: number,
): Promise<{ address: Address } | { reply: ReturnType<typeof data> }> {
  const submission = parseWithZod(formData, { schema: AddressFormSchema });
  if (submission.status !== "success") {
    // Only the map's point is wrong: say so and drop it, so sending again geocodes the typed address.
    const fields = Object.keys(submission.error ?? {}).filter((f) => submission.error?.[f]);
    if (fields.length > 0 && fields.every((f) => f === "lat" || f === "lng")) {
      return { reply: data(submission.reply({ formErrors: [COORDINATE_ERROR], hideFields: ["lat", "lng"] }), { status: 400 }) };
    }
    const message = formData.has(WITHOUT_MAP) ? "validation.addressNoMap" : "validation.address";
    return { reply: data(submission.reply({ formErrors: [message] }), { status: 400 }) };
  }
  const api = addressesApi(context);
  const value = submission.value;
  const place = townIndex(await api.regions()).get(value.town_id);
  if (!place) return { reply: data(submission.reply({ fieldErrors: { town_id: ["validation.required"] } }), { status: 400 }) };

  let lat = value.lat;
  let lng = value.lng;
  if (lat === undefined || lng === undefined) {
    const found = await api.geocode(`${value.detailed_address}, ${place.town.name}, ${place.stateName}, ${place.countryName}`);
    if (!found.ok) {
      return { reply: data(submission.reply({ formErrors: [found.error === "place" ? "address.placeError" : "address.mainError"] }), { status: 422 }) };
    }
    ({ lat, lng } = found);
  }
  const body: AddressBody = {
    receiver_name: value.receiver_name,
    receiver_phone: value.receiver_phone,
    address_name: value.address_name,
    default_setting: value.default_setting ? 1 : 0,
    country_id: place.countryId,
    state_id: place.stateId,
    town_id: value.town_id,
    lat,
    lng,
    detailed_address: value.detailed_address,
  };
  try {
    return { address: existingId ? await api.update(existingId, body) : await api.create(body) };
  } catch (error) {
    return { reply: replyWithStoreError(submission, error, FIELDS) };
  }
}

/**
 * A new address's receiver: the signed-in customer's name and mobile (their profile, from the customer
 * cache), or nothing when it cannot be read in time: the form then starts empty, as before.
 */
export async function receiverOf(context: Readonly<RouterContextProvider>): Promise<{ name: string; phone: string } | null> {
  const user = await withinOrNull(authApi(context).me(), "receiver", context.get(transportContext).requestId);
  return user ? { name: `${user.first_name} ${user.last_name}`.trim(), phone: user.mobile } : null;
}
