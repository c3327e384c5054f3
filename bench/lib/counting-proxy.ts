// A TCP relay in front of the bench server that counts every byte it carries: what a phone would pay for on its
// data plan, compressed bodies and headers included, whoever asked (the page, its scripts or the service worker).
import { connect, createServer, type Server, type Socket } from "node:net";

export interface CountingProxy {
  /** e.g. http://127.0.0.1:41235 */
  url: string;
  /** Bytes sent to the browser and received from it since the last reset. */
  bytes(): { down: number; up: number };
  /** When the last byte passed, in Date.now() time. */
  lastByteAt(): number;
  reset(): void;
  stop(): Promise<void>;
}

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const { hostname, port } = new URL(target);
  let down = 0;
  let up = 0;
  let last = Date.now();
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    client.on("data", (chunk: Buffer) => {
      up += chunk.length;
      last = Date.now();
    });
    upstream.on("data", (chunk: Buffer) => {
      down += chunk.length;
      last = Date.now();
    });
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", close);
    upstream.on("error", close);
    client.on("close", close);
    upstream.on("close", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The counting proxy has no port");
  return {
    url: `http://127.0.0.1:${address.port}`,
    bytes: () => ({ down, up }),
    lastByteAt: () => last,
    reset() {
      down = 0;
      up = 0;
      last = Date.now();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open.
        for (const socket of sockets) socket.destroy();
      }),
  };
}
