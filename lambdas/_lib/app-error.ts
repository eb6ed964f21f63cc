import { errorStatus, type ErrorBody, type ErrorCode } from '../../shared/errors.js';

/** The only error a service throws on purpose: a stable code, optional field messages. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return { error: this.fields ? { code: this.code, fields: this.fields } : { code: this.code } };
  }
}
