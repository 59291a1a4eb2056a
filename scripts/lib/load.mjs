// One autocannon run, reduced to what the bench table shows.
import autocannon from "autocannon";

/**
 * A closed loop of `connections` (each sends its next request when the last is answered), or with
 * `overallRate` an open loop: that many requests a second offered in all, whatever the answers' pace.
 */
export async function measure(url, { connections = 50, duration = 10, headers = {}, overallRate } = {}) {
  const result = await autocannon({ url, connections, duration, headers, ...(overallRate ? { overallRate } : {}) });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
