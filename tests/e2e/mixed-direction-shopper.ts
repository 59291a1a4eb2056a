import type { Page } from "@playwright/test";
import { chooseShippingByPost, choosePaymentByPost } from "./checkout-choices";
import { seedCustomer, signInByPost } from "./seed";
import { addToCart, findProduct } from "./store-data";

/** A Latin address whose house numbers jump about when the bidi algorithm runs it into Arabic words. */
export const OFFICE = "office 301, building 5";
/** An Arabic address starting and ending with digits, which jump the other way in English. */
export const ARABIC_FLAT = "12 شارع عباس العقاد، الدور الرابع، شقة 8";

/**
 * A signed-in customer with a long e-mail, both addresses above (the Latin one the default and
 * chosen at the checkout), two products in the cart and the checkout's choices made up to the
 * confirmation (`pay`: 1 cash on delivery, 2 card).
 */
export async function mixedDirectionShopper(page: Page, pay: 1 | 2 = 1) {
  const { shopper, api, token } = await seedCustomer(page.request, { address: false, longEmail: true });
  const regions = (await api("GET", "store/regions", null)).data;
  const state = regions[0].states[0];
  const town = state.towns.find((t: { available: number }) => t.available === 1);
  const save = async (fields: Record<string, unknown>) =>
    (
      await api("POST", "store/account/addresses", token, {
        receiver_phone: shopper.mobileE164,
        country_id: regions[0].id,
        state_id: state.id,
        town_id: town.id,
        lat: town.lat,
        lng: town.lng,
        ...fields,
      })
    ).data as { id: number; town: { id: number } };
  const office = await save({ receiver_name: "Salma Nour", address_name: "Office", default_setting: 1, detailed_address: OFFICE });
  const flat = await save({ receiver_name: "سلمى نور", address_name: "البيت", default_setting: 0, detailed_address: ARABIC_FLAT });
  await signInByPost(page.request, shopper.email, shopper.password);
  // Two lines between the minimum purchase (100) and free shipping (500).
  for (const skip of [0, 1]) {
    await addToCart(page.request, await findProduct(page.request, (p) => p.balance >= 30 && p.price >= 100 && p.price <= 200, "en", skip));
  }
  await chooseShippingByPost(page.request, office);
  await choosePaymentByPost(page.request, pay);
  return { shopper, office, flat };
}
