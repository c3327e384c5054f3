// The ceiling of the API benchmarks: a bare node:http server, in its own child process like the real one,
// answering each endpoint with the status, headers and body the real server sent for it (no routing, no
// validation, no database), so our figures read as a fraction of what node itself can do on this machine.
import { createServer } from "node:http";
import type { CapturedResponse } from "./server-capture.ts";

const responses = await new Promise<CapturedResponse[]>((resolve) => {
  process.once("message", (message) => resolve(message as CapturedResponse[]));
});
const byRoute = new Map(responses.map((response) => [`${response.method} ${response.path}`, response]));
const notFound = Buffer.from('{"success":false,"message":"Not found","code":"NOT_FOUND"}');

const server = createServer((request, reply) => {
  const path = (request.url ?? "/").split("?", 1)[0] ?? "/";
  const answer = byRoute.get(`${request.method ?? "GET"} ${path}`);
  // Read the whole request body first, as the real server must before it can answer a POST.
  request.resume();
  request.on("end", () => {
    if (!answer) {
      reply.writeHead(404, { "content-type": "application/json; charset=utf-8", "content-length": notFound.length });
      reply.end(notFound);
      return;
    }
    reply.writeHead(answer.status, answer.headers);
    reply.end(answer.body);
  });
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ ready: `http://127.0.0.1:${port}` });
});

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.on("message", (message) => {
  if (message === "stop") stop();
});
process.on("disconnect", stop);
