// A read answered from the read cache when it can be, else from `load` — serialized by the route's response
// schema as any answer is, then kept for the next caller with the same key.
import type { FastifyReply } from "fastify";

const JSON_TYPE = "application/json; charset=utf-8";

export interface Loaded {
  payload: unknown;
  /** False when this answer must not be given to another caller under the same key. */
  shareable: boolean;
}

export async function sendCached(reply: FastifyReply, key: string, load: () => Promise<Loaded>): Promise<FastifyReply> {
  const cache = reply.server.readCache;
  const hit = cache.get(key);
  if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
  const ticket = cache.ticket();
  const { payload, shareable } = await load();
  const body = String(reply.serialize(payload));
  if (shareable) cache.set(key, body, ticket);
  return reply.type(JSON_TYPE).send(body);
}
