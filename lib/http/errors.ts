/** Machine-readable codes, each with the HTTP status it answers with. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export type FieldErrors = Record<string, string[]>;

/**
 * An error a domain function throws on purpose: its message is safe to show a person
 * (the spec's text), its code decides the status.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: { errors?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus[code];
  }

  get errors(): FieldErrors | undefined {
    return this.options.errors;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, errors?: FieldErrors) => new AppError('BAD_REQUEST', message, { errors });
export const unauthorized = (message = 'Authentication required - please log in again') =>
  new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { retryAfterSeconds });
