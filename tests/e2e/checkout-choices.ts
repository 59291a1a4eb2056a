import { expect, type APIRequestContext } from "@playwright/test";

/** The checkout's choices made by posting its forms, for journeys about what comes after them. */

/** Oasis Express serves all of Egypt: its Express type for the town. */
export async function expressFor(request: APIRequestContext, townId: number) {
  const companies = (await (await request.get(`/api/shipment/shipping-companies?town_id=${townId}`, { headers: { "X-LANG": "en" } })).json()).data.data;
  const company = companies.find((c: { name: string }) => c.name === "Oasis Express");
  return `${company.id}-${company.types.find((t: { name: string }) => t.name === "Express").id}`;
}

/** The shipping step's choices, posted as its forms would. */
export async function chooseShippingByPost(request: APIRequestContext, address: { id: number; town: { id: number } }) {
  const forms: Array<Record<string, string>> = [
    { intent: "address", address_id: String(address.id) },
    { intent: "shipping", shipping: await expressFor(request, address.town.id) },
  ];
  for (const form of forms) {
    const res = await request.post("/checkout/shipping", { form, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(form)).toBe(303);
  }
}

export async function choosePaymentByPost(request: APIRequestContext, pay: 1 | 2 | 3, phone = "") {
  const res = await request.post("/checkout/payment", { form: { payment_method_Id: String(pay), payment_phone: phone }, maxRedirects: 0 });
  expect(res.status()).toBe(303);
  expect(res.headers().location).toMatch(/\/checkout\/confirmation$/);
}
