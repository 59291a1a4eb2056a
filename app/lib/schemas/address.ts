import { z } from "~/lib/zod";

const num = z.coerce.number();
const flag = z.preprocess((v) => (v === true || v === "1" || v === 1 ? 1 : 0), z.union([z.literal(0), z.literal(1)]));
const IdName = z.object({ id: num, name: z.string().catch("") });

export const TownSchema = z.object({ id: num, name: z.string(), lat: num, lng: num, available: flag });
export const CountrySchema = z.object({
  id: num,
  name: z.string(),
  states: z.array(z.object({ id: num, name: z.string(), towns: z.array(TownSchema).catch([]) })).catch([]),
});
export const RegionsAnswerSchema = z.object({ data: z.array(CountrySchema) });

export const AddressSchema = z.object({
  id: num,
  receiver_name: z.string().catch(""),
  receiver_phone: z.string().catch(""),
  address_name: z.string().catch(""),
  default_setting: flag,
  country: IdName,
  state: IdName,
  town: IdName,
  lat: num,
  lng: num,
  detailed_address: z.string().catch(""),
});
export const AddressListSchema = z.object({ data: z.array(AddressSchema) });
export const AddressAnswerSchema = z.object({ data: AddressSchema });

export const GeocodeSchema = z.object({
  status: z.string(),
  results: z.array(z.object({ geometry: z.object({ location: z.object({ lat: num, lng: num }) }) }).loose()).catch([]),
});

export type Country = z.infer<typeof CountrySchema>;
export type Town = z.infer<typeof TownSchema>;
export type Address = z.infer<typeof AddressSchema>;

/** Every town with its state and country, for one select grouped by "Country — State". */
export function townIndex(countries: Country[]) {
  const towns = new Map<number, { town: Town; stateId: number; stateName: string; countryId: number; countryName: string }>();
  for (const c of countries)
    for (const s of c.states) for (const t of s.towns) towns.set(t.id, { town: t, stateId: s.id, stateName: s.name, countryId: c.id, countryName: c.name });
  return towns;
}
