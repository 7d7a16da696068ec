import { apiRequest } from 'shared-auth';
import { formatExportTime, toCsv, type AuditChainVerification, type AuditEvent, type AuditFilterOptions, type AuditListResponse } from 'shared-contracts';
import { personName } from '../../common/types';
import { changeWords } from './auditWords';

export interface AuditQuery {
  userId: string;
  entity: string;
  from: string;
  to: string;
  page: number;
}

export const PAGE_SIZE = 25;

/** The query string of a filtered page; empty filters are left out. */
export function auditSearch(query: AuditQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (query.userId) params.set('userId', query.userId);
  if (query.entity) params.set('entity', query.entity);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

export const auditApi = {
  page: (query: AuditQuery, signal?: AbortSignal) =>
    apiRequest<AuditListResponse>(`/api/audit?${auditSearch(query, { page: String(query.page), pageSize: String(PAGE_SIZE) })}`, { signal }),
  filters: (signal?: AbortSignal) => apiRequest<AuditFilterOptions>('/api/audit/filters', { signal }),
  verify: () => apiRequest<{ success: true } & AuditChainVerification>('/api/audit/verify'),
};

/** The most events one export holds (40 pages of the API's largest page). */
export const EXPORT_LIMIT = 4000;
const EXPORT_PAGE = 100;

/** Every event matching the filters (not only the page on screen), newest first, page by page from the server. */
export async function loadAllEvents(query: AuditQuery): Promise<{ events: AuditEvent[]; total: number }> {
  const events: AuditEvent[] = [];
  let total = 0;
  for (let page = 1; events.length < EXPORT_LIMIT; page++) {
    // Every recorded event (not one row per action), with its full values.
    const answer = await apiRequest<AuditListResponse>(`/api/audit?${auditSearch(query, { view: 'events', page: String(page), pageSize: String(EXPORT_PAGE) })}`);
    total = answer.total;
    events.push(...answer.events);
    if (answer.events.length < EXPORT_PAGE || events.length >= total) break;
  }
  return { events: events.slice(0, EXPORT_LIMIT), total };
}

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit trail as CSV (the product's one CSV rule): one row per recorded event, with its chain position, its sentence, full before/after values and address. */
export function auditToCsv(events: AuditEvent[]): string {
  const header = ['#', 'Time (IST)', 'User', 'Role', 'Action', 'What happened', 'Change', 'Entity', 'Entity id', 'Before', 'After', 'IP address'];
  const rows = events.map((e) => [
    e.seq,
    formatExportTime(e.createdAt),
    e.actor ? personName(e.actor) : 'System',
    e.actor?.role ?? '',
    e.action,
    e.sentence,
    changeWords({ before: e.before, after: e.after }),
    e.targetType ?? '',
    e.targetId ?? '',
    json(e.before),
    json(e.after),
    e.ip ?? '',
  ]);
  return toCsv([header, ...rows]);
}
