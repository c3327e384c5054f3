// The import boundaries of eslint.config.js (DESIGN 3): a wrong import is an ESLint error, whatever kind of import it
// is, and the wiring may still import features. Each probe is linted as if it were a file at `filePath`, importing
// real modules, so the resolver must find them for the rule to judge.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function zoneErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "import-x/no-restricted-paths")
    .map((message) => message.message);
}

describe("the import zones", () => {
  it.each([
    [
      "a feature importing another feature",
      "src/web/features/home/zone-probe.ts",
      'import { ContactForm } from "../contact/contact-form.tsx";\nexport const probe = ContactForm;\n',
    ],
    [
      "a feature importing another feature's types only",
      "src/web/features/home/zone-probe.ts",
      'import type { MyBookingsSearch } from "../my-bookings/search-params.ts";\nexport type Probe = MyBookingsSearch;\n',
    ],
    [
      "a feature loading another feature lazily",
      "src/web/features/home/zone-probe.ts",
      'export const probe = () => import("../services/services-page.tsx");\n',
    ],
    [
      "a feature re-exporting another feature",
      "src/web/features/profile/zone-probe.ts",
      'export { ContactForm } from "../contact/contact-form.tsx";\n',
    ],
    [
      "a shared layer importing a feature",
      "src/web/ui/zone-probe.ts",
      'import { HomePage } from "../features/home/home-page.tsx";\nexport const probe = HomePage;\n',
    ],
    [
      "a shared folder importing a feature's types",
      "src/web/shared/booking/zone-probe.ts",
      'import type { Probe } from "../../features/my-bookings/booking-rules.ts";\nexport type Again = Probe;\n',
    ],
    [
      "a shared layer importing a route",
      "src/web/auth/zone-probe.ts",
      'import { Route } from "../routes/__root.tsx";\nexport const probe = Route;\n',
    ],
    [
      "web code importing the server",
      "src/web/api/zone-probe.ts",
      'import { buildApp } from "../../server/app.ts";\nexport const probe = buildApp;\n',
    ],
    [
      "the server importing web code",
      "src/server/zone-probe.ts",
      'import { Dialog } from "../web/ui/dialog.tsx";\nexport const probe = Dialog;\n',
    ],
    [
      "the domain importing web code",
      "src/domain/zone-probe.ts",
      'import type { Probe } from "../web/api/http.ts";\nexport type Again = Probe;\n',
    ],
    [
      "the domain importing the server",
      "src/domain/zone-probe.ts",
      'import type { Probe } from "../server/config.ts";\nexport type Again = Probe;\n',
    ],
  ])("reject %s", async (_case, filePath, code) => {
    expect(await zoneErrors(filePath, code)).toHaveLength(1);
  });

  // The same import from a route file and from a shared folder at the same depth: only the route may make it, so
  // the rule resolved the path and judged it by where the importer is.
  const featureImport =
    'import { HomePage } from "../../features/home/home-page.tsx";\nexport const probe = HomePage;\n';

  it("let a route file import a feature", async () => {
    expect(await zoneErrors("src/web/routes/$lang/zone-probe.tsx", featureImport)).toEqual([]);
    expect(await zoneErrors("src/web/shared/villa/zone-probe.tsx", featureImport)).toHaveLength(1);
  });

  it("let a feature import its own files, the shared layers and the domain", async () => {
    const code = [
      'import { HomeServices } from "./services/home-services.tsx";',
      'import { SERVICES } from "../../shared/services/catalogue.ts";',
      'import { Dialog } from "../../ui/dialog.tsx";',
      'import type { IsoDate } from "../../../domain/dates.ts";',
      "export const probe = [HomeServices, SERVICES, Dialog];",
      "export type Probe = IsoDate;",
      "",
    ].join("\n");
    expect(await zoneErrors("src/web/features/home/zone-probe.ts", code)).toEqual([]);
  });
});
