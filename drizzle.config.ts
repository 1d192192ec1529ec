import { defineConfig } from "drizzle-kit";

// Only `npm run db:generate` reads this: it diffs db/schema.ts against the committed
// migrations and writes the next SQL file. Migrations are applied at start (db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
