// Runs npm scripts side by side and fails if any fails: `npm test` checks types, lint and formatting and builds at once,
// since each of them keeps about one core busy. Each script's output is printed whole when it ends,
// so the log reads as if they had run one after the other.
import { spawn } from "node:child_process";

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error("Usage: node scripts/run-parallel.mjs <npm script> [<npm script> ...]");
  process.exit(2);
}

const npm = process.env.npm_execpath;
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      // Through the npm that started us when there is one, so the same Node and npm run every script.
      const child = npm
        ? spawn(process.execPath, [npm, "run", name], { stdio: ["ignore", "pipe", "pipe"] })
        : spawn("npm", ["run", name], { stdio: ["ignore", "pipe", "pipe"], shell: process.platform === "win32" });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("error", (error) => resolve({ name, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
      child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), output }));
    }),
);

let failed = 0;
for (const run of runs) {
  const { name, code, output } = await run;
  process.stdout.write(Buffer.concat(output));
  if (code !== 0) {
    failed++;
    console.error(`npm run ${name} failed (exit code ${code}).`);
  }
}
process.exit(failed === 0 ? 0 : 1);
