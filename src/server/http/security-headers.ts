// The security headers every response carries (helmet: CSP, HSTS, frame and referrer policies...),
// worked out once at start and set as fixed values. @fastify/helmet rebuilds helmet's middleware,
// re-parsing the whole policy, on every request: more work than a simple API answer itself.
import Fastify, { type FastifyInstance } from "fastify";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";

async function probeHeaders(options: FastifyHelmetOptions | undefined): Promise<Record<string, unknown>> {
  const probe = Fastify({ logger: false });
  try {
    if (options) await probe.register(helmet, options);
    probe.get("/", async (_request, reply) => reply.code(204).send());
    return (await probe.inject({ method: "GET", url: "/" })).headers;
  } finally {
    await probe.close();
  }
}

/** The headers helmet adds with `options`: what a response has with it and not without it. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const [withHelmet, without] = await Promise.all([probeHeaders(options), probeHeaders(undefined)]);
  return Object.fromEntries(
    Object.entries(withHelmet)
      .filter(([name]) => !(name in without))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Sets helmet's headers on every response of `app`, as @fastify/helmet would with `options`. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
