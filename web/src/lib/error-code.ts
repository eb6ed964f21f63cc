import { ApiError } from './api-error.js';
import { cognitoErrorCode } from './auth-errors.js';

/** The error code of anything the API client or the Cognito calls threw (null if it has none). */
export const errorCodeOf = (error: unknown): string | null => (error instanceof ApiError ? error.code : cognitoErrorCode(error));
