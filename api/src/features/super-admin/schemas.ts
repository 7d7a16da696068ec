import { COMPANY_ROLES, ROLES } from 'shared-contracts';
import { HttpError } from '../../httpError';

/** JSON schemas and query parsing of the super-admin endpoints. */
const text = (max: number) => ({ type: 'string', maxLength: max });
const uuid = { type: 'string', format: 'uuid' };

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: uuid },
} as const;

export const createUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email', 'password', 'role', 'companyId'],
  properties: {
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    password: text(128),
    role: { type: 'string', enum: [...COMPANY_ROLES] },
    companyId: uuid,
  },
} as const;

export const updateUserBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    role: { type: 'string', enum: [...COMPANY_ROLES] },
  },
} as const;

const amount = { anyOf: [{ type: 'number' }, { type: 'null' }] };
export const createCompanyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email', 'password', 'companyData'],
  properties: {
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    password: text(128),
    companyData: {
      type: 'object',
      additionalProperties: false,
      required: ['company_name', 'organization_type', 'mobile', 'address', 'state', 'city', 'pincode', 'username'],
      properties: {
        company_name: text(200),
        organization_type: text(100),
        email: text(254),
        mobile: text(20),
        landline: text(30),
        website_url: text(300),
        pan: text(20),
        cin: text(30),
        gstn: text(20),
        address: text(500),
        country: text(50),
        state: text(100),
        city: text(100),
        pincode: text(10),
        establishment: { type: 'array', maxItems: 5, items: text(50) },
        nbfc_type: text(100),
        your_current_asset_size: amount,
        net_owned_fund: amount,
        username: text(100),
        regulatory_authority: { type: 'array', maxItems: 20, items: text(20) },
      },
    },
  },
} as const;

export const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['trialDays', 'whatsappNumber', 'contactInboxEmail'],
  properties: {
    trialDays: { type: 'integer' },
    whatsappNumber: text(20),
    contactInboxEmail: text(254),
  },
} as const;

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

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: text(200),
    role: text(20),
    companyId: text(40),
    status: text(20),
    page: text(6),
    pageSize: text(4),
    days: text(4),
  },
} as const;

export { ROLES };
