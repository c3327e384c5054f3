// The success envelope of DESIGN 4 and its single pagination shape.
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
