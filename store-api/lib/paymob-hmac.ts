/**
 * Paymob's transaction HMAC (test/fixtures/paymob-hmac.json, a copy of the shared vector):
 * HMAC-SHA512 over the values of these fields concatenated with no separator, booleans as
 * true/false, lowercase hex. The processed callback (POST, `obj`) and the response callback
 * (GET, flat query where `order` is the order id) sign the same string.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

/** The string Paymob signs for a transaction object (processed callback `obj`). */
export function paymobConcatenation(obj: Record<string, unknown>): string {
  const get = (path: string): unknown => {
    if (path === 'order.id') {
      const order = obj.order;
      return order && typeof order === 'object' ? (order as Record<string, unknown>).id : order;
    }
    let x: unknown = obj;
    for (const part of path.split('.')) x = x && typeof x === 'object' ? (x as Record<string, unknown>)[part] : undefined;
    return x;
  };
  return PAYMOB_HMAC_FIELDS.map((f) => {
    const v = get(f);
    if (v === undefined || v === null) return '';
    if (typeof v === 'boolean') return v ? 'true' : 'false';
    return String(v);
  }).join('');
}

export function paymobHmac(secret: string, obj: Record<string, unknown>): string {
  return createHmac('sha512', secret).update(paymobConcatenation(obj)).digest('hex');
}

export function verifyPaymobHmac(secret: string, obj: Record<string, unknown>, given: string): boolean {
  const expected = Buffer.from(paymobHmac(secret, obj), 'utf8');
  const got = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return expected.length === got.length && timingSafeEqual(expected, got);
}
