// One autocannon run, reduced to what the bench table shows.
import autocannon from "autocannon";

export async function measure(url, { connections = 50, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
