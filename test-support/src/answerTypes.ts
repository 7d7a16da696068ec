import type { ApiAnswer, ApiRoute } from 'shared-contracts/answers';
import type { ApiError } from 'shared-contracts/common';

// The compile-time half of the fake's contract (docs/decisions/0340-fakes-typed-by-the-api-answers.md): a route key
// of mockApi ('METHOD /path' or 'METHOD /path?query') gives its reply the type of the API's answer on that route.

/** The key without its query string. */
type PathOf<K extends string> = K extends `${infer P}?${string}` ? P : K;

/** Whether a concrete 'METHOD /path' is a route pattern's ('METHOD /path/:param/...'): a param is one non-empty segment. */
type Matches<Path extends string, Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Rest}`
  ? Path extends `${Head}${infer Value}/${infer PathRest}`
    ? Value extends ''
      ? false
      : Matches<PathRest, Rest>
    : false
  : Pattern extends `${infer Head}:${string}`
    ? Path extends `${Head}${infer Value}`
      ? Value extends '' | `${string}/${string}`
        ? false
        : true
      : false
    : Path extends Pattern
      ? true
      : false;

type RouteOf<P extends string> = P extends ApiRoute ? P : { [R in ApiRoute]: Matches<P, R> extends true ? R : never }[ApiRoute];

/**
 * `success: true` as it is typed in an object kept in a variable (boolean): the run-time check still refuses false,
 * and the tables need no `as const` for it.
 */
type SuccessWidened<B> = B extends { success: true } ? Omit<B, 'success'> & { success: boolean } : B;

/** The success answer of the route a key names; unknown for a key the table has no schema for (or a key built at run time). */
export type AnswerOf<K extends string> = string extends K ? unknown : [RouteOf<PathOf<K>>] extends [never] ? unknown : SuccessWidened<ApiAnswer<RouteOf<PathOf<K>>>>;

type SuccessStatus = 200 | 201 | 202 | 204;
type FailureStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503 | 504;
type Headers = Record<string, string>;

/**
 * A faked answer. On a route of the table: success (no status, or 2xx) with `body` the route's answer, or failure with
 * the API's error answer (or a proxy's text). On any other address (a file, a client's own tests): any status and body.
 * `headers`, e.g. a file's content-disposition.
 */
export type Answer<B = unknown> = unknown extends B
  ? { status?: number; body?: unknown; headers?: Headers }
  : { status?: SuccessStatus; body?: B; headers?: Headers } | { status: FailureStatus; body?: (ApiError & Record<string, unknown>) | string; headers?: Headers };
