/** JSON schemas of the auth bodies: typed, bounded, no unknown fields. Emptiness is checked by the rules (spec messages). */
const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const loginBody = {
  type: 'object',
  additionalProperties: false,
  properties: { email: str(254), password: str(1000) },
} as const;
