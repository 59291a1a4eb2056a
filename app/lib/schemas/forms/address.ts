import { z } from "zod";
import { checkbox, form, phone, requiredText } from "./fields";

const coordinate = (min: number, max: number) =>
  z.coerce.number({ error: "validation.address" }).min(min, { error: "validation.address" }).max(max, { error: "validation.address" }).optional();

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
