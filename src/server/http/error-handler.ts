// Turns any error thrown while serving a request into the DESIGN 4 failure envelope. Only
// ApiErrors and known request problems reach the client in words; everything else is logged
// and answered with a bare 500, so no stack trace or SQL ever leaves the server.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ERROR_STATUS, type ErrorCode, type FieldError } from "../../domain/errors.ts";
import { ApiError } from "./api-error.ts";

export interface ErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
}

interface ValidationItem {
  instancePath?: string;
  message?: string;
}

function fieldPath(item: ValidationItem): string {
  return (item.instancePath ?? "").split("/").filter(Boolean).join(".");
}

function body(code: ErrorCode, message: string, errors?: FieldError[]): { status: number; body: ErrorBody } {
  return {
    status: ERROR_STATUS[code],
    body: errors ? { success: false, message, code, errors } : { success: false, message, code },
  };
}

/**
 * An error's items as the envelope carries them: { path, message }, and for a broken stay rule (STAY_RULE, DESIGN
 * 7.1) its rule and figure too. A domain issue thrown as it is may hold other keys (a rule of its own check), which
 * no response schema expects.
 */
function envelopeItems(code: ErrorCode, errors: FieldError[] | undefined): FieldError[] | undefined {
  if (!errors || code === "STAY_RULE") return errors;
  return errors.map(({ path, message }) => ({ path, message }));
}

export function describeError(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof ApiError) return body(err.code, err.message, envelopeItems(err.code, err.errors));

  const e = (err ?? {}) as Partial<FastifyError> & { validation?: ValidationItem[]; status?: number };
  if (Array.isArray(e.validation)) {
    const errors = e.validation.map((v) => ({ path: fieldPath(v), message: v.message ?? "Invalid value" }));
    return body("VALIDATION_FAILED", errors[0]?.message ?? "Validation failed", errors);
  }
  switch (e.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return body("PAYLOAD_TOO_LARGE", "The request body is too large");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return body("BAD_REQUEST", "The request body is not valid JSON");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return body("BAD_REQUEST", "Unsupported content type; send JSON");
    // The router's own refusals (frameworkErrors in app.ts): Fastify's message quotes the URL, which is the
    // client's text and may be huge, so it is never echoed.
    case "FST_ERR_BAD_URL":
      return body("BAD_REQUEST", "The request URL is not valid");
    case "FST_ERR_MAX_PARAM_LENGTH":
      return body("URI_TOO_LONG", "The request URL is too long");
    default:
      break;
  }
  const status = e.statusCode ?? e.status;
  // Body-parser and other client mistakes Fastify reports with a 4xx status (JSON.parse
  // SyntaxError, bad Content-Length, ...): the request was wrong, say so without details.
  if (typeof status === "number" && status >= 400 && status < 500) {
    if (status === 413) return body("PAYLOAD_TOO_LARGE", "The request body is too large");
    return body("BAD_REQUEST", "The request could not be understood");
  }
  return body("INTERNAL", "Something went wrong on our side. Please try again.");
}

export function handleError(err: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = describeError(err);
  if (err instanceof ApiError && err.retryAfterSeconds !== undefined)
    void reply.header("retry-after", String(err.retryAfterSeconds));
  if (status >= 500) request.log.error({ err }, "request failed");
  else request.log.debug({ err }, "request rejected");
  void reply.status(status).send(body);
}
