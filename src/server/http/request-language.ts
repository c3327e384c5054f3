// The language a request asks for (a booking request's mails, a villa's public texts): an explicit `lang` hint
// wins, else the first tag of Accept-Language, both reduced to a supported language by the domain rule.
import type { FastifyRequest } from "fastify";
import { normalizeLanguage, type Language } from "../../domain/index.ts";

export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const hint = query?.lang ?? request.headers["x-language"];
  if (typeof hint === "string" && hint.length > 0) return normalizeLanguage(hint);
  const accept = request.headers["accept-language"];
  // "fr-FR,fr;q=0.9,en;q=0.8": the client's first choice is the first tag.
  const first = typeof accept === "string" ? accept.split(",")[0]?.split(";")[0] : undefined;
  return normalizeLanguage(first);
}
