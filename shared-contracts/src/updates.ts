// API payload types of the compliance updates feed (items with their full text and source link).

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

export interface UpdateItem {
  id: string;
  type: UpdateType;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  category: string;
  priority: UpdatePriority;
  source?: string;
  sourceUrl?: string;
  /** Published within the last 14 days and not yet opened by this user. */
  isNew?: boolean;
  dueDate?: string;
  eventDate?: string;
  archived?: boolean;
}

export interface UpdateDetail extends UpdateItem {
  /** Full text of the item. */
  body: string;
}

export interface UpdatesListResponse {
  success: true;
  updates: UpdateItem[];
  counts: { urgent: number; new: number };
  page: number;
  pageSize: number;
  total: number;
}

export interface UpdateDetailResponse {
  success: true;
  update: UpdateDetail;
}

/** POST /api/updates (super-admin only): publishes an item to every company's feed. */
export interface PublishUpdateRequest {
  type: UpdateType;
  title: string;
  description: string;
  body: string;
  category: string;
  priority: UpdatePriority;
  /** Defaults to today (YYYY-MM-DD). */
  date?: string;
  source?: string;
  sourceUrl?: string;
  dueDate?: string;
  eventDate?: string;
}

export interface PublishUpdateResponse {
  success: true;
  update: UpdateDetail;
  message: string;
}
