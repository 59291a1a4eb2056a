// One autocannon run, reduced to what the bench table shows.
import autocannon from "autocannon";

let shopper = 0;
/**
 * Each request as if from another shopper's address (X-Forwarded-For, read when the storefront runs
 * with TRUST_PROXY=1): a limit per address is measured as many shoppers meet it, not as one address
 * flooding it (decision 100's suggestions limit answers one address 429 after 240 a minute).
 */
function fromAnotherAddress(request) {
  shopper = (shopper + 1) % 65_536;
  return { ...request, headers: { ...request.headers, "x-forwarded-for": `10.${shopper >> 8}.${shopper & 255}.7` } };
}

/**
 * A closed loop of `connections` (each sends its next request when the last is answered), or with
 * `overallRate` an open loop: that many requests a second offered in all, whatever the answers' pace.
 */
export async function measure(url, { connections = 50, duration = 10, headers = {}, overallRate, manyAddresses = false } = {}) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    ...(overallRate ? { overallRate } : {}),
    ...(manyAddresses ? { requests: [{ setupRequest: fromAnotherAddress }] } : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
