import { z } from "~/lib/zod";

const DEFAULT_EXPIRES_IN = 120;

/**
 * `/login`, `/register` and `/refresh_token` answers. expires_in is read from data, else the
 * top level, else 120 s (the contract's rule). The user, when present, is kept loosely.
 */
export const AuthAnswerSchema = z
  .object({
    data: z.object({
      access_token: z.string().min(1),
      refresh_token: z.string().min(1),
      expires_in: z.coerce.number().positive().optional(),
      user: z.record(z.string(), z.unknown()).optional(),
    }),
    expires_in: z.coerce.number().positive().optional(),
  })
  .transform(({ data, expires_in }) => ({
    access_token: data.access_token,
    refresh_token: data.refresh_token,
    expires_in: data.expires_in ?? expires_in ?? DEFAULT_EXPIRES_IN,
    user: data.user,
  }));

export type AuthAnswer = Omit<z.output<typeof AuthAnswerSchema>, "user"> & { user?: Record<string, unknown> };
