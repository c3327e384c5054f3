// The API's gate for the domain's text rule (src/domain/text-hygiene.ts): every string of a request's path
// parameters, query and JSON body is checked before any route validates or uses it, so no route can forget it and
// a NUL byte never reaches PostgreSQL (which refuses it with an error, and used to make a 500).
import type { FastifyRequest } from "fastify";
import { controlCharacterErrors, CONTROL_CHARACTER_MESSAGE } from "../../domain/text-hygiene.ts";
import { ApiError } from "./api-error.ts";

export async function rejectControlCharacters(request: FastifyRequest): Promise<void> {
  const errors = [
    ...controlCharacterErrors(request.params),
    ...controlCharacterErrors(request.query),
    ...controlCharacterErrors(request.body),
  ];
  if (errors.length > 0) throw new ApiError("VALIDATION_FAILED", CONTROL_CHARACTER_MESSAGE, errors);
}
