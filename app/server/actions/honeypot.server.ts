import { createHash } from "node:crypto";
import { Honeypot } from "remix-utils/honeypot/server";
import { getEnv } from "../env.server";

/** The honeypot field's name starts with this and ends with a random part, so bots cannot learn it once. */
export const HONEYPOT_FIELD = "website";

let honeypot: Honeypot | undefined;

/**
 * remix-utils' Honeypot: a hidden field bots fill and an encrypted "valid from" time they cannot
 * forge. The seed comes from SESSION_SECRET, so every instance (and the next process) reads the
 * forms the others rendered.
 */
function instance(): Honeypot {
  honeypot ??= new Honeypot({
    randomizeNameFieldName: true,
    nameFieldName: HONEYPOT_FIELD,
    validFromFieldName: "from__confirm",
    encryptionSeed: createHash("sha256").update(`honeypot:${getEnv().SESSION_SECRET}`).digest("hex"),
  });
  return honeypot;
}

type InputProps = Awaited<ReturnType<Honeypot["getInputProps"]>>;

/** How long one random name and signed time serve every visitor. */
export const HONEYPOT_PERIOD_MS = 3_600_000;

let current: { period: number; props: Promise<InputProps> } | undefined;

/**
 * The same inputs for everyone within a period: anonymous pages must carry no per-visitor state,
 * or shared caches could not keep them (decision 028). The time signed is the period's start.
 */
export function honeypotInputProps(now = Date.now()): Promise<InputProps> {
  const period = Math.floor(now / HONEYPOT_PERIOD_MS) * HONEYPOT_PERIOD_MS;
  if (current?.period !== period) current = { period, props: instance().getInputProps({ validFromTimestamp: period }) };
  return current.props;
}

/** True for a filled trap, a missing or forged time, or one in the future. */
export async function isSpam(formData: FormData): Promise<boolean> {
  try {
    await instance().check(formData);
    return false;
  } catch {
    return true;
  }
}
