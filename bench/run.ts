// `npm run bench [-- first-load lighthouse start-up api storm]`: runs the benchmarks (all by default), prints their tables
// and, after a full run, writes bench/RESULTS.md with the date, the machine and the figures (a partial run would
// leave a report missing sections). Not part of `npm test`: no timed tests.
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { machine, printSection, sectionMarkdown, type BenchSection } from "./lib/report.ts";

type Bench = () => Promise<BenchSection[]>;

const BENCHES: Record<string, () => Promise<Bench>> = {
  "first-load": async () => (await import("./first-load.ts")).run,
  lighthouse: async () => (await import("./lighthouse.ts")).run,
  "start-up": async () => (await import("./start-up-tasks.ts")).run,
  api: async () => (await import("./api-load.ts")).run,
  storm: async () => (await import("./storm.ts")).run,
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

const results = [
  "# Benchmark results",
  "",
  `Run on ${new Date().toISOString()} with \`npm run bench${asked.length > 0 ? ` -- ${asked.join(" ")}` : ""}\`.`,
  "",
  `Machine: ${machine()}.`,
  "",
  ...sections.map((section) => `${sectionMarkdown(section)}\n`),
].join("\n");
const missed = sections.flatMap((section) => section.targets.filter((target) => !target.met));
const verdict = missed.length === 0 ? "Every target met." : `${missed.length} target(s) missed.`;
if (names.length === Object.keys(BENCHES).length) {
  await writeFile(fileURLToPath(new URL("./RESULTS.md", import.meta.url)), results);
  console.log(`\nWrote bench/RESULTS.md. ${verdict}`);
} else {
  console.log(`\n${verdict} (bench/RESULTS.md is written by a full run only.)`);
}
