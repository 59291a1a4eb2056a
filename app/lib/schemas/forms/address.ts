import { z } from "~/lib/zod";
import { COORDINATE_ERROR } from "~/lib/shell/messages";
import { checkbox, form, phone, requiredText } from "./fields";

/** A point the map gave that cannot be used has its own message (spec §8: map coordinate error). */
const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: COORDINATE_ERROR }).min(min, { error: COORDINATE_ERROR }).max(max, { error: COORDINATE_ERROR }).optional();

/** One form for account and checkout addresses. The point comes from the map, or from geocoding the typed address. */
export const AddressFormSchema = form({
  receiver_name: requiredText(120),
  receiver_phone: phone(),
  address_name: requiredText(60),
  default_setting: checkbox(),
  town_id: z.coerce.number({ error: "validation.required" }).int({ error: "validation.required" }).positive({ error: "validation.required" }),
  detailed_address: requiredText(500),
  lat: coordinate(-90, 90),
  lng: coordinate(-180, 180),
});
