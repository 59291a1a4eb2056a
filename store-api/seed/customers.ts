/** The demo customer (credentials in store-api/README.md). */
import type { customers } from "../db/schema.ts";

export const DEMO_CUSTOMER = {
  email: "demo@oasis-store.example",
  password: "Demo#2026pass",
  mobile: "+201001234567",
  username: "demo",
} as const;

export const seedDemoCustomer: Omit<typeof customers.$inferInsert, "password_hash"> = {
  first_name: "سارة",
  last_name: "أحمد",
  username: DEMO_CUSTOMER.username,
  email: DEMO_CUSTOMER.email,
  mobile: DEMO_CUSTOMER.mobile,
  additional_phone: "+966501234567",
  gender: "female",
  currency: "EGP",
  mobile_verified: 1,
  newsletter: 1,
};
