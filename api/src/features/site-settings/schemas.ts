/** PUT /api/super-admin/settings: the three settings the operator changes at run time. */
export const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['trialDays', 'whatsappNumber', 'contactInboxEmail'],
  properties: {
    trialDays: { type: 'integer' },
    whatsappNumber: { type: 'string', maxLength: 20 },
    contactInboxEmail: { type: 'string', maxLength: 254 },
  },
} as const;
