// Types for PO catalogs, which @lingui/vite-plugin compiles into modules exporting `messages`.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
