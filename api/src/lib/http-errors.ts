/** An error whose message is meant for the person using the product; the error handler sends it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Every 429 of the API, whichever limiter refused: the sentence, and the wait in seconds (body and `Retry-After`). */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    // At least a second: `Retry-After: 0` would invite the client straight back.
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new TooManyRequestsError(message, retryAfterSeconds);
