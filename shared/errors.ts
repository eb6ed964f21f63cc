/**
 * Every error code the API or the sign-in can produce. The web maps each code to the spec's German
 * text in web/src/i18n/errors.de.ts (a Record over this list, so a missing text does not compile).
 */
export const errorCodes = [
  'validation-failed',
  'unauthorized',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'internal',
  'no-access-rights',
  'user-not-registered',
  'no-active-school-year',
  'school-not-found',
  'student-not-found',
  'user-not-found',
  'wrong-password',
  'quota-exceeded',
  'network-error',
  'code-invalid',
  'code-not-tutor',
  'code-not-student',
  'duplicate-codes',
  'username-already-in-use',
  'email-already-in-use',
  'student-already-linked',
  'last-student-link',
  'push-window-violated',
  'no-open-codes',
  'no-email-present',
  'reset-code-invalid',
  'weak-password',
  'not-admin',
  'import-school-not-found',
  'import-no-active-school-year',
  'import-not-uploaded',
  'import-running',
  'import-files-invalid',
  'no-receivers',
  'scheduled-in-past',
  'notification-already-sent',
  'payload-too-large',
  'course-closed',
  'course-wrong-grade',
  'course-max-options',
  'course-priority-taken',
  'course-priority-invalid',
  'course-option-full',
  'course-already-subscribed',
  'course-allocation-early',
  'course-allocation-missing',
  'course-allocation-confirmed',
  'poll-published',
  'poll-not-published',
  'poll-expired',
  'poll-option-full',
  'translation-failed',
  'reservation-collision',
  'building-in-use',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (errorCodes as readonly string[]).includes(value);

/** HTTP status for each API error code. Sign-in-only codes never leave the API. */
export const errorStatus: Record<ErrorCode, number> = {
  'validation-failed': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'rate-limited': 429,
  internal: 500,
  'no-access-rights': 403,
  'user-not-registered': 403,
  'no-active-school-year': 409,
  'school-not-found': 404,
  'student-not-found': 404,
  'user-not-found': 404,
  'wrong-password': 401,
  'quota-exceeded': 429,
  'network-error': 503,
  'code-invalid': 400,
  'code-not-tutor': 400,
  'code-not-student': 400,
  'duplicate-codes': 400,
  'username-already-in-use': 409,
  'email-already-in-use': 409,
  'student-already-linked': 409,
  'last-student-link': 409,
  'push-window-violated': 400,
  'no-open-codes': 404,
  'no-email-present': 400,
  'reset-code-invalid': 400,
  'weak-password': 400,
  'not-admin': 403,
  'import-school-not-found': 404,
  'import-no-active-school-year': 409,
  'import-not-uploaded': 409,
  'import-running': 409,
  'import-files-invalid': 400,
  'no-receivers': 409,
  'scheduled-in-past': 400,
  'notification-already-sent': 409,
  'payload-too-large': 413,
  'course-closed': 409,
  'course-wrong-grade': 403,
  'course-max-options': 409,
  'course-priority-taken': 409,
  'course-priority-invalid': 400,
  'course-option-full': 409,
  'course-already-subscribed': 409,
  'course-allocation-early': 409,
  'course-allocation-missing': 409,
  'course-allocation-confirmed': 409,
  'poll-published': 409,
  'poll-not-published': 409,
  'poll-expired': 409,
  'poll-option-full': 409,
  'translation-failed': 502,
  'reservation-collision': 409,
  'building-in-use': 409,
};

/**
 * The largest request body the API takes (the API Gateway HTTP API stops at 10 MB, Lambda at 6 MB;
 * JSON bodies of this app are a few kilobytes, files go to S3): a larger one is 'payload-too-large'.
 */
export const MAX_API_BODY_BYTES = 1024 * 1024;
/** API Gateway's own limit: the local gateway refuses larger bodies before any handler runs, with the same 413. */
export const API_GATEWAY_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** Body of every error response: a stable code and, for validation, the offending fields. */
export interface ErrorBody {
  error: { code: ErrorCode; fields?: Record<string, string> };
}
