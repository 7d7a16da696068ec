// API payloads of the compliance updates feed (items with their full text and source link): one TypeBox schema
// each, the TypeScript types derived from them; used by the api (validation, serialization), the feed and the
// console's Publish form.
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, StringEnum, Text } from '../common/schemaFormats';

export const UPDATE_TYPES = ['regulatory', 'deadline', 'system', 'policy', 'training'] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

export const UPDATE_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type UpdatePriority = (typeof UPDATE_PRIORITIES)[number];

/** The five filter buttons of the feed; 'policy' items are shown under Regulatory Changes. */
export const UPDATE_FILTERS = [
  { value: 'all', label: 'All Updates' },
  { value: 'regulatory', label: 'Regulatory Changes' },
  { value: 'deadline', label: 'Important Deadlines' },
  { value: 'system', label: 'System Updates' },
  { value: 'training', label: 'Training & Events' },
] as const;
export type UpdateFilter = (typeof UPDATE_FILTERS)[number]['value'];

/** GET /api/updates: the filter, the live feed or the archive, and the page (text on the wire; the service reads the numbers). */
export const UpdatesQuerySchema = Type.Object(
  {
    type: Type.Optional(StringEnum(UPDATE_FILTERS.map((filter) => filter.value))),
    archived: Type.Optional(StringEnum(['true', 'false'] as const)),
    page: Type.Optional(Type.String()),
    pageSize: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type UpdatesQuery = Static<typeof UpdatesQuerySchema>;

/** One item of the feed as the list shows it. */
export const UpdateItemSchema = Type.Object({
  id: Type.String(),
  type: StringEnum(UPDATE_TYPES),
  title: Type.String(),
  description: Type.String(),
  /** Publication date, YYYY-MM-DD. */
  date: Type.String(),
  category: Type.String(),
  priority: StringEnum(UPDATE_PRIORITIES),
  source: Type.Optional(Type.String()),
  sourceUrl: Type.Optional(Type.String()),
  /** Published within the last 14 days and not yet opened by this user. */
  isNew: Type.Optional(Type.Boolean()),
  dueDate: Type.Optional(Type.String()),
  eventDate: Type.Optional(Type.String()),
  archived: Type.Optional(Type.Boolean()),
});
export type UpdateItem = Static<typeof UpdateItemSchema>;

/** An item with its full text (the details dialog). */
export const UpdateDetailSchema = Type.Object({
  ...UpdateItemSchema.properties,
  body: Type.String(),
  /** Ids of the content library items this update changes (docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md). */
  changedItems: Type.Optional(Type.Array(Type.String())),
});
export type UpdateDetail = Static<typeof UpdateDetailSchema>;

/** GET /api/updates */
export const UpdatesListResponseSchema = Type.Object({
  success: Type.Literal(true),
  updates: Type.Array(UpdateItemSchema),
  /** Over the user's whole live feed, whatever the filter. */
  counts: Type.Object({ urgent: Type.Integer(), new: Type.Integer() }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
});
export type UpdatesListResponse = Static<typeof UpdatesListResponseSchema>;

/** GET /api/updates/{id} */
export const UpdateDetailResponseSchema = Type.Object({ success: Type.Literal(true), update: UpdateDetailSchema });
export type UpdateDetailResponse = Static<typeof UpdateDetailResponseSchema>;

/** POST /api/updates (super-admin only): publishes an item to every company's feed. */
export const PublishUpdateRequestSchema = Type.Object(
  {
    type: StringEnum(UPDATE_TYPES),
    title: Text(200, { required: true }),
    description: Text(600, { required: true }),
    body: Text(10000, { required: true }),
    category: Text(60, { required: true }),
    priority: StringEnum(UPDATE_PRIORITIES),
    /** Defaults to today (YYYY-MM-DD); a real date: checked by the service, which names the field. */
    date: Type.Optional(IsoDate()),
    source: Type.Optional(Text(200)),
    sourceUrl: Type.Optional(Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$' })),
    dueDate: Type.Optional(IsoDate()),
    eventDate: Type.Optional(IsoDate()),
    /** Ids of the content library items the update changes; each must be an item or a change-log entry. */
    itemIds: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]*$', maxLength: 100 }), { maxItems: 50, uniqueItems: true })),
  },
  { additionalProperties: false },
);
export type PublishUpdateRequest = Static<typeof PublishUpdateRequestSchema>;

export const PublishUpdateResponseSchema = Type.Object({ success: Type.Literal(true), update: UpdateDetailSchema, message: Type.String() });
export type PublishUpdateResponse = Static<typeof PublishUpdateResponseSchema>;
