/** A failed API call: HTTP status (0 when the server was not reached) and the error code, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    readonly fields?: Record<string, string>,
  ) {
    super(code ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const gatewayUnavailable = [502, 503, 504];

/**
 * Reads `{ "error": { "code", "fields"? } }`. A gateway failure without a body (proxy, CloudFront)
 * is a network error, its 413 'payload-too-large'; anything else becomes an error without code.
 */
export const apiErrorFromBody = (status: number, body: unknown): ApiError => {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  const given = error && typeof error.code === 'string' && error.code !== '' ? error.code : null;
  // API Gateway answers a body over its limits with a 413 of its own, without our error body.
  const code = given ?? (gatewayUnavailable.includes(status) ? 'network-error' : status === 413 ? 'payload-too-large' : null);
  const fields =
    error && isRecord(error.fields)
      ? Object.fromEntries(Object.entries(error.fields).map(([key, value]) => [key, String(value)]))
      : undefined;
  return new ApiError(status, code, fields);
};
