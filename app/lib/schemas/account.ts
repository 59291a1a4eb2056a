import { z } from "~/lib/zod";

const flag = z.preprocess((v) => (v === true || v === "1" || v === 1 ? 1 : 0), z.union([z.literal(0), z.literal(1)]));

/** The customer as screens use it; unknown fields are dropped. */
export const UserSchema = z.object({
  id: z.coerce.number(),
  first_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  last_name: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  username: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  email: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  mobile: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  additional_phone: z.string().nullish(),
  gender: z.enum(["male", "female"]).nullish().catch(null),
  currency: z.string().nullish(),
  mobile_verified: flag,
  newsletter: flag,
  rates: z.coerce.number().nullish(),
});

export type User = z.infer<typeof UserSchema>;
export const UserAnswerSchema = z.object({ data: UserSchema });
