import { createStoreApi, type StoreApiOptions } from '../app.ts';
import type { OpenDatabaseOptions, OpenedDatabase } from '../db/open.ts';
import { openTestDatabase } from '../testing.ts';

export const BASE = 'http://api.test';

export async function openTestApi(
  dbOpts: Pick<OpenDatabaseOptions, 'settingsOverrides'> = {},
  apiOpts: Omit<StoreApiOptions, 'db'> = {},
): Promise<{ opened: OpenedDatabase; api: ReturnType<typeof createStoreApi>; get: typeof get }> {
  const opened = await openTestDatabase(dbOpts);
  const api = createStoreApi({ db: opened.db, ...apiOpts });
  async function get(path: string, lang: 'ar' | 'en' | null = null, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (lang) headers.set('X-LANG', lang);
    const res = await api.fetch(new Request(BASE + path, { ...init, headers }));
    const text = await res.text();
    let body: any;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: res.status, headers: res.headers, body, text };
  }
  return { opened, api, get };
}
