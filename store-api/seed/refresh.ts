import type { Database } from '../db/types.ts';

/**
 * Keeps time-bound demo data current on every open (a persistent demo database must not
 * end up with an expired flash sale). Filled in with the catalogue.
 */
export async function refreshDemoDates(_db: Database): Promise<void> {}
