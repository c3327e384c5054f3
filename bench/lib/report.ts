// What every benchmark returns and how the figures are printed and written to bench/RESULTS.md.
import { cpus, freemem, platform, release, totalmem } from "node:os";

export interface BenchSection {
  /** A heading, e.g. "First load (gzip bytes before first paint)". */
  title: string;
  headers: string[];
  rows: (string | number)[][];
  /** The targets this section checks, each with whether it was met. */
  targets: { name: string; met: boolean; detail?: string }[];
  /** How it was measured, in a sentence or two. */
  notes?: string[];
}

export function machine(): string {
  const cpu = cpus();
  const memory = `${Math.round(totalmem() / 2 ** 30)} GB RAM (${Math.round(freemem() / 2 ** 30)} GB free)`;
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${memory}, ${platform()} ${release()}, Node ${process.version}`;
}

function markdownTable(section: BenchSection): string {
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(" | ")} |`;
  return [line(section.headers), line(section.headers.map(() => "---")), ...section.rows.map(line)].join("\n");
}

export function sectionMarkdown(section: BenchSection): string {
  const targets = section.targets.map(
    (target) => `- ${target.met ? "✅" : "❌"} ${target.name}${target.detail ? ` (${target.detail})` : ""}`,
  );
  return [
    `## ${section.title}`,
    "",
    markdownTable(section),
    "",
    ...targets,
    ...(section.notes ?? []).map((note) => `\n${note}`),
  ].join("\n");
}

/** A plain-text table for the terminal. */
export function printSection(section: BenchSection): void {
  const all = [section.headers, ...section.rows.map((row) => row.map(String))];
  const widths = section.headers.map((_, column) => Math.max(...all.map((row) => String(row[column] ?? "").length)));
  const line = (row: (string | number)[]) =>
    row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join("  ");
  console.log(`\n${section.title}`);
  console.log(line(section.headers));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of section.rows) console.log(line(row));
  for (const target of section.targets)
    console.log(`${target.met ? "PASS" : "MISS"}  ${target.name}${target.detail ? ` (${target.detail})` : ""}`);
}
