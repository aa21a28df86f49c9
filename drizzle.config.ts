import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this file. Migrations are applied at start-up by the app
// itself for PGlite and PostgreSQL alike (server/db/migrate.ts), never by `drizzle-kit migrate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/index.ts",
  out: "./drizzle",
});
