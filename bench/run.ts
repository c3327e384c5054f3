// `npm run bench [-- first-load first-visit lighthouse start-up api storm durability media picker-open]`: runs the benchmarks (all by default),
// prints their tables and writes bench/RESULTS.md with the date, the machine and the figures. A partial run
// replaces only its own sections there, each marked with when and where it was measured. Not part of `npm test`:
// no timed tests.
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { machine, printSection, sectionMarkdown, type BenchSection } from "./lib/report.ts";

type Bench = () => Promise<BenchSection[]>;

const BENCHES: Record<string, () => Promise<Bench>> = {
  "first-load": async () => (await import("./first-load.ts")).run,
  "first-visit": async () => (await import("./first-visit.ts")).run,
  lighthouse: async () => (await import("./lighthouse.ts")).run,
  "start-up": async () => (await import("./start-up-tasks.ts")).run,
  api: async () => (await import("./api-load.ts")).run,
  storm: async () => (await import("./storm.ts")).run,
  durability: async () => (await import("./durability.ts")).run,
  media: async () => (await import("./media.ts")).run,
  "picker-open": async () => (await import("./picker-open.ts")).run,
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const names = asked.length > 0 ? asked : Object.keys(BENCHES);
const unknown = names.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Known: ${Object.keys(BENCHES).join(", ")}.`);
  process.exit(2);
}

const sections: BenchSection[] = [];
for (const name of names) {
  const load = BENCHES[name];
  if (!load) continue;
  console.log(`\n== ${name} ==`);
  const run = await load();
  for (const section of await run()) {
    printSection(section);
    sections.push(section);
  }
}

const resultsFile = fileURLToPath(new URL("./RESULTS.md", import.meta.url));
const ranWith = `\`npm run bench${asked.length > 0 ? ` -- ${asked.join(" ")}` : ""}\``;
const missed = sections.flatMap((section) => section.targets.filter((target) => !target.met));
const verdict = missed.length === 0 ? "Every target met." : `${missed.length} target(s) missed.`;
if (names.length === Object.keys(BENCHES).length) {
  const results = [
    "# Benchmark results",
    "",
    `Run on ${new Date().toISOString()} with ${ranWith}.`,
    "",
    `Machine: ${machine()}.`,
    "",
    ...sections.map((section) => `${sectionMarkdown(section)}\n`),
  ].join("\n");
  await writeFile(resultsFile, results);
  console.log(`\nWrote bench/RESULTS.md. ${verdict}`);
} else {
  let results = await readFile(resultsFile, "utf8");
  for (const section of sections) {
    const text = `${sectionMarkdown(section)}\n\nMeasured on ${new Date().toISOString()} with ${ranWith}, on ${machine()}.\n`;
    // A section runs from its heading to the next one; a new section goes at the end.
    const start = results.indexOf(`## ${section.title}\n`);
    const next = start < 0 ? -1 : results.indexOf("\n## ", start + 1);
    results =
      start < 0
        ? `${results.trimEnd()}\n\n${text}`
        : `${results.slice(0, start)}${text}${next < 0 ? "" : results.slice(next)}`;
  }
  await writeFile(resultsFile, results);
  console.log(`\nUpdated this run's sections in bench/RESULTS.md. ${verdict}`);
}
