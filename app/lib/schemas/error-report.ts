import { z } from "~/lib/zod";

/** What the browser may report to POST /errors/report: small, bounded, nothing else. */
export const ERROR_REPORT_MAX_BYTES = 4096;

export const ErrorReportSchema = z.strictObject({
  kind: z.enum(["error", "unhandledrejection", "boundary", "startup", "chunk"]),
  message: z.string().trim().min(1).max(500),
  url: z.string().max(2048),
  status: z.number().int().min(100).max(599).optional(),
  stack: z.string().max(2000).optional(),
});

export type ErrorReport = z.infer<typeof ErrorReportSchema>;
