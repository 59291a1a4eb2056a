/**
 * drizzle-kit configuration for the Store API.
 * Generate a migration after changing `db/schema.ts`:
 *   npx drizzle-kit generate --config store-api/drizzle.config.ts
 *   npx tsx store-api/scripts/embed-migrations.ts
 */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./store-api/db/schema.ts",
  out: "./store-api/migrations",
  strict: true,
  verbose: true,
});
