/** The API answered with a non-2xx status; `message` is the server's readable message when it gave one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** The API did not answer within the client's time limit. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The server did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
  }
}

/** The request never reached the API (offline, refused, CORS). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
  }
}
