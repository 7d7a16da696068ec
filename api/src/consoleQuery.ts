import type { FastifyRequest } from 'fastify';
import { HttpError } from './httpError';

/**
 * What the super-admin's console endpoints (companies, users, insights) share: the acting operator and the
 * page/search/filter parsing of their lists (the schemas: UuidParamsSchema, ConsoleListQuerySchema in shared-contracts).
 */

/** Who acts in the console: always the signed-in super-admin. */
export interface Actor {
  userId: string;
  ip: string;
}

export const actorOf = (request: FastifyRequest): Actor => ({ userId: request.auth!.userId, ip: request.ip });

export interface PageQuery {
  page: number;
  pageSize: number;
}

/** Query strings arrive as text (types are never coerced): parse and bound them here. */
export function parsePaging(query: Record<string, string | undefined>): PageQuery {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.pageSize === undefined ? 20 : Number(query.pageSize);
  if (!Number.isInteger(page) || page < 1 || page > 100000) throw new HttpError(400, 'page must be a positive whole number');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new HttpError(400, 'pageSize must be between 1 and 100');
  return { page, pageSize };
}

export function parseEnum<T extends string>(value: string | undefined, allowed: readonly T[], name: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new HttpError(400, `${name} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function parseUuid(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!UUID.test(value)) throw new HttpError(400, `${name} is invalid`);
  return value;
}

export function parseSearch(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return trimmed.slice(0, 100);
}
