// Body schemas of the assessment calls: unknown fields are refused; statuses and ids are checked
// against the content by the services (clearer messages than a schema error).

const id = { type: 'string', minLength: 1, maxLength: 120 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const status = { type: ['string', 'null'], maxLength: 32 } as const;
// Echoed back by clients that send the loaded answers again; ignored by the server.
const readOnly = {
  updatedAt: { type: ['string', 'null'] },
  updatedBy: { type: ['object', 'null'] },
  answeredVersion: { type: ['string', 'null'] },
  changedSinceAnswered: { type: 'boolean' },
} as const;
/** The period a save is meant for: refused unless it is the current one (past periods are read-only). */
const period = { type: 'string', maxLength: 32 } as const;

export const periodQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { period },
} as const;

const hrAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['questionId'],
  properties: {
    questionId: id,
    questionText: text(2000),
    area: text(200),
    status,
    comments: text(4000),
    evidenceUploaded: { type: 'boolean' },
    ...readOnly,
  },
} as const;

export const hrSaveBody = { ...hrAnswer, properties: { ...hrAnswer.properties, period } } as const;

export const hrBulkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['responses'],
  properties: { period, responses: { type: 'array', maxItems: 200, items: hrAnswer } },
} as const;

export const hrStatusBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'string', enum: ['completed'] }, period },
} as const;

export const rbiBody = {
  type: 'object',
  additionalProperties: false,
  required: ['responses'],
  properties: {
    nbfcType: { type: ['string', 'null'], maxLength: 64 },
    period,
    responses: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['questionId'],
        properties: { questionId: id, questionText: text(2000), area: text(200), clauseReference: text(1000), status, remarks: text(4000), ...readOnly },
      },
    },
  },
} as const;

export const mcaBody = {
  type: 'object',
  additionalProperties: false,
  required: ['responses'],
  properties: {
    period,
    responses: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['questionId'],
        properties: {
          questionId: id,
          questionText: text(2000),
          section: text(200),
          status,
          remarks: text(4000),
          evidenceFiles: { type: 'array', maxItems: 20, items: text(300) },
          ...readOnly,
        },
      },
    },
  },
} as const;

export const selfAuditBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nbfcCategory', 'responses'],
  properties: {
    nbfcCategory: { type: 'string', maxLength: 64 },
    period,
    responses: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['questionId'],
        properties: { questionId: id, category: text(200), subcategory: text(200), item: text(2000), status, remarks: text(4000), ...readOnly },
      },
    },
  },
} as const;

export const selfAuditContentQuery = {
  type: 'object',
  properties: { entityType: { type: 'string', maxLength: 64 } },
} as const;

export const selfAuditGetQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { entityType: { type: 'string', maxLength: 64 }, period },
} as const;

export const periodKindParams = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string', maxLength: 32 } },
} as const;
