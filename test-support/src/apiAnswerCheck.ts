import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { API_ANSWERS, isTypedOnly } from 'shared-contracts/answers/schemas';

// The run-time half of the fake's contract (docs/decisions/0340-fakes-typed-by-the-api-answers.md): a fake success
// answer is checked against the schema the API declares for its route, and refused with the reasons.

interface RouteSchema {
  route: string;
  method: string;
  path: RegExp;
  literal: boolean;
  schema: TSchema;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ROUTES: RouteSchema[] = Object.entries(API_ANSWERS as Record<string, TSchema>).map(([route, schema]) => {
  const [method, pattern] = route.split(' ');
  const path = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
    .join('/');
  return { route, method, path: new RegExp(`^${path}$`), literal: !pattern.includes(':'), schema };
});

/** The table's route for a request: its own path first (`/occurrences/filed-before-joining`), then a pattern. */
export function answerRouteOf(method: string, path: string): RouteSchema | undefined {
  const candidates = ROUTES.filter((r) => r.method === method && r.path.test(path));
  return candidates.find((r) => r.literal) ?? candidates[0];
}

type JsonSchema = TSchema & {
  anyOf?: TSchema[];
  items?: TSchema;
  properties?: Record<string, TSchema>;
  patternProperties?: Record<string, TSchema>;
  additionalProperties?: boolean | TSchema;
};

/**
 * Properties the schema does not name: the API's serializer drops them, so a screen reading one reads what never
 * arrives. (TypeBox's check lets them pass, as the schemas leave additionalProperties open.)
 */
function unknownProperties(schema: JsonSchema, value: unknown, at: string): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (schema.anyOf) {
    const variant = schema.anyOf.find((s) => Value.Check(s, value));
    return variant ? unknownProperties(variant, value, at) : [];
  }
  if (Array.isArray(value)) return schema.items ? value.flatMap((item, i) => unknownProperties(schema.items as JsonSchema, item, `${at}/${i}`)) : [];
  if (schema.type !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const where = `${at}/${key}`;
    const named = schema.properties?.[key];
    if (named) return unknownProperties(named, item, where);
    const pattern = Object.entries(schema.patternProperties ?? {}).find(([p]) => new RegExp(p).test(key));
    if (pattern) return unknownProperties(pattern[1], item, where);
    if (typeof schema.additionalProperties === 'object') return unknownProperties(schema.additionalProperties, item, where);
    return schema.additionalProperties === true || item === undefined ? [] : [`${where}: not in the answer (the API never sends it)`];
  });
}

/** Why the API could not give `body` as the success answer of `method path`; null when it could (or the route has no schema). */
export function refusalOf(method: string, path: string, body: unknown): string | null {
  const found = answerRouteOf(method, path);
  if (!found || isTypedOnly(found.schema)) return null;
  const reasons = [
    ...[...Value.Errors(found.schema, body)].slice(0, 8).map((e) => `${e.path || '/'}: ${e.message}`),
    ...unknownProperties(found.schema, body, '').slice(0, 8),
  ];
  if (reasons.length === 0) return null;
  return `The fake answer to ${method} ${path} is not one the API gives (its schema for '${found.route}', shared-contracts/answers):\n  ${reasons.join('\n  ')}`;
}
