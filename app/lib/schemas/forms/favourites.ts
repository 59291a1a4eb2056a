import { z } from "~/lib/zod";
import { form, redirectTo } from "./fields";

/**
 * The favourite toggle: the state asked for, not "toggle", so a repeated submit changes
 * nothing. `product` is the product's own page (where a guest returns after signing in) and
 * `redirectTo` the page the form sat on; both pass safeRedirect before use.
 */
export const FavouriteSchema = form({
  intent: z.enum(["favourite", "unfavourite"], { error: "validation.formErrors" }),
  product_id: z.coerce.number({ error: "validation.formErrors" }).int({ error: "validation.formErrors" }).positive({ error: "validation.formErrors" }),
  product: redirectTo(),
  redirectTo: redirectTo(),
});
