// The feeds the calendar import tests serve on 127.0.0.1 (allowed there by the test-only flag), and
// what the API answers about an imported feed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function calendar(...events: { start: string; end: string }[]): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Feed//EN"];
  events.forEach((e, i) =>
    lines.push(
      "BEGIN:VEVENT",
      `UID:test-${i}@feed.test`,
      `DTSTART;VALUE=DATE:${e.start.replace(/-/g, "")}`,
      `DTEND;VALUE=DATE:${e.end.replace(/-/g, "")}`,
      "SUMMARY:Reserved",
      "END:VEVENT",
    ),
  );
  lines.push("END:VCALENDAR");
  return `${lines.join("\r\n")}\r\n`;
}

export const serveText =
  (text: string, type = "text/calendar; charset=utf-8"): Handler =>
  (_req, res) => {
    res.writeHead(200, { "content-type": type });
    res.end(text);
  };

/** A local feed host: each path answers with the handler set for it now (tests swap them). */
export async function startFeedServer(): Promise<{
  url: (path: string) => string;
  routes: Map<string, Handler>;
  close(): Promise<void>;
}> {
  const routes = new Map<string, Handler>();
  const server: Server = createServer((req, res) => {
    const handler = routes.get((req.url ?? "/").split("?")[0] ?? "/");
    if (handler) handler(req, res);
    else {
      res.writeHead(404);
      res.end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    routes,
    async close() {
      // Stalled responses (the timeout case) would keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface SourceBody {
  id: string;
  label: string;
  url: string;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  lastErrorCode: string | null;
  blockedRanges: number;
}
