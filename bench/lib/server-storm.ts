// Many requests fired at the same moment over connections opened beforehand, so they reach the server
// together instead of trickling in as each TCP handshake completes.
import { Agent, request } from "node:http";

export interface StormRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface StormAnswer {
  status: number;
  body: string;
  /** From the moment the storm was fired. */
  answeredMs: number;
}

function send(agent: Agent, req: StormRequest, started: number): Promise<StormAnswer> {
  return new Promise((resolve) => {
    const outgoing = request(req.url, { method: req.method, headers: req.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
          answeredMs: performance.now() - started,
        }),
      );
    });
    // A refused or reset connection counts as an answer of its own kind (status 0), not a crash of the benchmark.
    outgoing.on("error", (error) =>
      resolve({ status: 0, body: error.message, answeredMs: performance.now() - started }),
    );
    outgoing.end(req.body);
  });
}

/**
 * Opens one keep-alive connection per request (`warmUrls`, one per request, e.g. a health check on the
 * server the request will go to), then sends every request at once on them.
 */
export async function fireStorm(requests: StormRequest[], warmUrls: string[]): Promise<StormAnswer[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: requests.length, maxFreeSockets: requests.length });
  try {
    const warm = performance.now();
    await Promise.all(warmUrls.map((url) => send(agent, { url, method: "GET", headers: {} }, warm)));
    const started = performance.now();
    return await Promise.all(requests.map((req) => send(agent, req, started)));
  } finally {
    agent.destroy();
  }
}
