// The security headers responses carry (helmet: CSP, HSTS, frame and referrer policies...), worked out once at
// start and set as fixed values. @fastify/helmet rebuilds helmet's middleware, re-parsing the whole policy, on every
// request: more work than a simple API answer itself.
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

// A script, stylesheet, picture or font of the build is only ever a subresource of a page: the page's own headers
// govern it, and a browser ignores a CSP, frame, opener or HSTS header on it. Sending them anyway costs about 1 KB
// a file over HTTP/1.1, about a quarter of what a first visit and the service worker's download transfer. These
// folders hold only what the build wrote (an SVG there is our own drawing, never an upload); a worker script (sw.js,
// .mjs) keeps every header, as does anything elsewhere.
const SUBRESOURCE_FILE =
  /^\/(?:assets|images|icons|screenshots)\/[^?#]*\.(?:js|css|png|jpe?g|webp|avif|svg|woff2?)(?:[?#]|$)/;

/** What still matters on a subresource: no type sniffing, and no other site embedding our files. */
const SUBRESOURCE_HEADERS = new Set(["x-content-type-options", "cross-origin-resource-policy"]);

export function isPlainSubresource(url: string): boolean {
  return SUBRESOURCE_FILE.test(url);
}

/** Sets helmet's headers on every response of `app`, as @fastify/helmet would with `options`; a build file gets the few that apply to it. */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  const subresourceHeaders = Object.fromEntries(
    Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)),
  );
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(isPlainSubresource(request.url) ? subresourceHeaders : headers);
    done();
  });
}
