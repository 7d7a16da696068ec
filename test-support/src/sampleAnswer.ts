import { Kind, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { API_ANSWERS, type ApiAnswer, type ApiRoute } from 'shared-contracts/answers/schemas';

type Schema = TSchema & Record<string | symbol, unknown>;

/** Texts that pass most formats and patterns of the contracts (a date, a moment, a uuid, an id, an e-mail). */
const CANDIDATES = ['2026-11-28', '2026-11-28T00:00:00.000Z', '0b7f3c1e-5d7a-4c8e-9f10-2a3b4c5d6e7f', 'A1', 'a@example.test', '1'];

/** The schema with a default for each list of strings (its first value) and each text of a format or pattern. */
function withEnumDefaults(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withEnumDefaults);
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as Schema;
  const out: Schema = { ...source };
  for (const key of Object.keys(source)) out[key] = withEnumDefaults(source[key]);
  if (source[Kind] === 'StringEnum' && out.default === undefined) out.default = (source.enum as string[])[0];
  if (source.type === 'string' && (source.pattern || source.format) && out.default === undefined) {
    out.default = CANDIDATES.find((text) => Value.Check(source, text));
  }
  return out;
}

/**
 * The least answer the API could give on `route` (empty lists, empty texts, zeroes, a list's first value), with
 * `over` laid on top: for a test whose screen does not read that answer's content. A screen that shows an answer is
 * tested with an answer written out.
 */
export function sampleAnswer<R extends ApiRoute>(route: R, over: Partial<ApiAnswer<R>> = {}): ApiAnswer<R> {
  const schema = withEnumDefaults(API_ANSWERS[route]) as TSchema;
  return { ...(Value.Create(schema) as object), ...over } as ApiAnswer<R>;
}
