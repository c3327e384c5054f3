// drizzle-kit settings: SQL migrations are generated from the schema into src/server/db/migrations
// and ship with the source; the server applies them itself at start (src/server/db/migrate.ts).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
  strict: true,
});
