import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import type { Database } from '../db/types.ts';
import type { Lang } from '../lib/lang.ts';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, msg: string, data?: Record<string, unknown>) => void;

export interface ApiEnv {
  Variables: {
    lang: Lang;
    db: Database;
    log: Logger;
    demo: boolean;
  };
}

export type ApiApp = OpenAPIHono<ApiEnv>;

/** `X-LANG` documented on every route; any value is accepted (en → English, else Arabic). */
export const LangHeaders = z.object({
  'x-lang': z
    .string()
    .optional()
    .openapi({ description: 'ar (default) or en: the language of names and messages', example: 'en' }),
});
