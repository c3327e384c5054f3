// Gives the app its read caches (answers of hot reads, signed-in sessions) and keeps them honest. Two ways an
// entry is dropped, both needed:
// - a write request answered by this instance drops the cache before its answer leaves, so the writer's next
//   read (a guest's new booking in their list and in the booked dates) is never stale;
// - the database's change notices (cache/change-feed.ts) drop it for writes anywhere else: other instances,
//   jobs, hand-typed SQL. They arrive after commit, a moment later; until the feed listens, nothing is cached.
import type { FastifyInstance, onSendHookHandler } from "fastify";
import type { SessionUser } from "../auth/authenticate.ts";
import { listenForChanges } from "./change-feed.ts";
import { ReadCache } from "./read-cache.ts";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
// JSON answers, weighed by length (close to bytes for these mostly ASCII bodies).
const ANSWERS_BUDGET = 32 * 1024 * 1024;
// Signed-in sessions, weighed one each.
const SESSIONS_KEPT = 50_000;

export async function registerReadCache(app: FastifyInstance): Promise<void> {
  const answers = new ReadCache<string>({ budget: ANSWERS_BUDGET, weigh: (body) => body.length });
  const sessions = new ReadCache<SessionUser>({ budget: SESSIONS_KEPT, weigh: () => 1 });
  app.decorate("readCache", answers);
  app.decorate("sessionCache", sessions);
  const caches = [answers, sessions];

  const dropOnWrite: onSendHookHandler = (_request, _reply, payload, done) => {
    for (const cache of caches) cache.clear();
    done(null, payload);
  };
  // Only routes that can write carry the hook: reads pay nothing for it.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => READ_METHODS.has(method))) return;
    const own = route.onSend;
    route.onSend = own === undefined ? [dropOnWrite] : [...(Array.isArray(own) ? own : [own]), dropOnWrite];
  });

  const stop = await listenForChanges(
    app.db,
    {
      // Sessions and users are behind the session cache; every table but sessions is behind some answer.
      changed: (table) => {
        if (table !== "sessions") answers.clear();
        if (table === "sessions" || table === "users") sessions.clear();
      },
      listening: () => caches.forEach((cache) => cache.enable()),
      lost: () => caches.forEach((cache) => cache.disable()),
    },
    app.log,
  );
  app.addHook("onClose", stop);
}
