// The success envelope of DESIGN 4 and its single pagination shape, and the error envelope's place in a route's
// documented responses.
import { errorEnvelopeSchema } from "../../domain/schemas/common.ts";

/** `response` entries for a route's error statuses (401, 404...), each answered with the error envelope. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  message?: string;
  pagination?: Pagination;
}

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

export function paginated<T>(
  data: T[],
  page: number,
  limit: number,
  total: number,
): SuccessEnvelope<T[]> & { pagination: Pagination } {
  return { success: true, data, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}
