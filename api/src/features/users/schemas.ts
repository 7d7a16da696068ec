import { COMPANY_ROLES } from 'shared-contracts';

const text = (max: number) => ({ type: 'string', maxLength: max });

/** POST /api/super-admin/users: a user of any company, created by the operator. */
export const createPlatformUserBody = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email', 'password', 'role', 'companyId'],
  properties: {
    firstName: text(100),
    lastName: text(100),
    email: text(254),
    password: text(128),
    role: { type: 'string', enum: [...COMPANY_ROLES] },
    companyId: { type: 'string', format: 'uuid' },
  },
} as const;

/** PATCH /api/super-admin/users/:id */
export const updatePlatformUserBody = {
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
