// Lingui catalogs: one PO file per language under locales/, English is the source and the fallback.
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "ru", "de"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src/web"],
      exclude: ["**/node_modules/**", "<rootDir>/src/web/routeTree.gen.ts"],
    },
    // The notification mails and pushes the server sends (src/server/notifications/mail-messages.ts) and the words
    // of its PDF invoices (src/server/invoices/invoice-messages.ts): explicit ids, read at run time by
    // src/server/notifications/mail-catalog.ts, never bundled into the web app.
    {
      path: "<rootDir>/locales/{locale}/emails",
      include: ["<rootDir>/src/server/notifications", "<rootDir>/src/server/invoices"],
    },
  ],
});
