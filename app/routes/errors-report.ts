import type { Route } from "./+types/errors-report";
import { ERROR_REPORT_MAX_BYTES, ErrorReportSchema } from "~/lib/schemas/error-report";
import { transportContext } from "~/server/context.server";
import { deviceIdOf } from "~/server/session/device-id.server";
import { recordClientError } from "~/server/observe/error-log.server";
import { log } from "~/server/observe/log.server";
import { consumeLimits } from "~/server/actions/rate-limit.server";
import { readBoundedText } from "~/server/http/read-body.server";

// Answers given before the body is read close the connection: the unread body would be taken for the next request.
const answer = (status: number, headers?: Record<string, string>) => new Response(null, { status, headers: { "Cache-Control": "no-store", ...headers } });
const unread = (status: number, headers?: Record<string, string>) => answer(status, { ...headers, Connection: "close" });

/**
 * Browsers report their errors here (app/client/report-error.ts): small JSON, validated,
 * rate-limited per device and per address like the sign-in limits, kept in the operator's log.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405, { Allow: "POST" });
  const { clientIp, requestId } = context.get(transportContext);
  const device = deviceIdOf(request) ?? "-";
  const limited = await consumeLimits([
    ["errorReportPerAddress", clientIp],
    ["errorReport", `${clientIp}:${device}`],
  ]);
  if (!limited.allowed) {
    return unread(429, { "Retry-After": String(limited.retryAfterSeconds) });
  }
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("Content-Type") ?? "")) return unread(415);
  const text = await readBoundedText(request, ERROR_REPORT_MAX_BYTES);
  if (text === null) return unread(413);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400);
  }
  const report = ErrorReportSchema.safeParse(body);
  if (!report.success) return answer(400);
  recordClientError(report.data, requestId);
  log("warn", "Client error", { requestId, kind: report.data.kind, message: report.data.message });
  return answer(204);
}

export function loader() {
  return answer(405, { Allow: "POST" });
}
