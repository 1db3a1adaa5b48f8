import type { LANGUAGES, paths } from './api-contract';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type SuccessStatus = 200 | 201 | 202;

/** The JSON the API answers with on success, e.g. `ApiResponse<'/referrals/job-openings', 'get'>`. */
export type ApiResponse<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { responses: infer Responses }
    ? JsonOf<Responses[SuccessStatus & keyof Responses]>
    : never;

/** The JSON body a request sends. */
export type ApiRequestBody<P extends keyof paths, M extends Method = 'post'> =
  Operation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

/** The query parameters a request takes. */
export type ApiQuery<P extends keyof paths, M extends Method = 'get'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

export type ApiPath = keyof paths;

/** A language id as the API spells it (`cpp` for C++). */
export type Language = (typeof LANGUAGES)[number];
