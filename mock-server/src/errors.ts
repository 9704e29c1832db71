import type { ApiError } from '@mbo/contracts';

/** An error that becomes an ApiError answer with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(userMessage);
  }

  toBody(): ApiError {
    return { status: this.status, user_message: this.userMessage, errors: this.fieldErrors };
  }
}

export const notFound = (what = 'Resource') => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const unauthorized = (message = 'Please sign in again') => new HttpError(401, message);
export const tooMany = (message: string) => new HttpError(429, message);

/** 422 naming each bad field. */
export function invalid(fields: Record<string, string | string[]>, message?: string): HttpError {
  const errors = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]]));
  return new HttpError(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid', errors);
}
