import fs from 'node:fs';

/** Federation name -> manifest URL, as the shell reads it from /remotes.json. */
export type RemoteMap = Record<string, string>;

/**
 * The remote list file (REMOTES_FILE or the shell's built remotes.json):
 *
 *   { "mfe_admin": "/remotes/mfe-admin/mf-manifest.json", ...,
 *     "companies": { "<company id>": { "mfe_admin": "https://cdn.example.in/mfe-admin/v43/mf-manifest.json" } } }
 *
 * The top-level names are everyone's; "companies" pins some remotes to another location for one company
 * (try a new version on one company, then everyone; roll back by deleting the pin).
 */
export interface ParsedRemoteList {
  everyone: RemoteMap;
  companies: Record<string, RemoteMap>;
  /** Every absolute origin named anywhere in the list: the Content-Security-Policy allows them. */
  origins: string[];
  /** Changes whenever the list read changes (the headers derived from it are rebuilt). */
  version: number;
}

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const EMPTY: ParsedRemoteList = { everyone: {}, companies: {}, origins: [], version: 0 };

function checkedMap(value: unknown, where: string): RemoteMap {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${where} is not an object of remote names and manifest URLs`);
  const map: RemoteMap = {};
  for (const [name, url] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`${where}: "${name}" is not a federation name`);
    if (typeof url !== 'string' || !(/^https?:\/\/[^/]/.test(url) || /^\/[^/]/.test(url))) {
      throw new Error(`${where}: the URL of "${name}" must be an absolute http(s) URL or a path on this site`);
    }
    map[name] = url;
  }
  return map;
}

/** Parses the list's text; throws with the place of the first fault. */
export function parseRemoteList(text: string): Omit<ParsedRemoteList, 'version'> {
  const raw = JSON.parse(text) as unknown;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('the remote list is not a JSON object');
  const { companies: rawCompanies = {}, ...rest } = raw as Record<string, unknown>;
  const everyone = checkedMap(rest, 'the remote list');
  if (!rawCompanies || typeof rawCompanies !== 'object' || Array.isArray(rawCompanies)) throw new Error('"companies" is not an object keyed by company id');
  const companies: Record<string, RemoteMap> = {};
  for (const [companyId, pins] of Object.entries(rawCompanies)) companies[companyId] = checkedMap(pins, `companies.${companyId}`);
  const urls = [...Object.values(everyone), ...Object.values(companies).flatMap((pins) => Object.values(pins))];
  const origins = [...new Set(urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin))];
  return { everyone, companies, origins };
}

/**
 * The remote list, read again when the file changes: its time and size are looked at most once per
 * `checkEveryMs`, so a deploy that edits the list (a new location, a pin, a rollback) takes effect
 * within a second without a restart. A list that does not parse is reported and the last good one kept.
 */
export class RemoteListSource {
  private list: ParsedRemoteList = EMPTY;
  private checkedAt = -Infinity;
  private stamp = '';

  constructor(
    private readonly file: string | null,
    private readonly onError: (message: string) => void = () => undefined,
    private readonly checkEveryMs = 1000,
  ) {}

  /** The current list (re-read first when the file changed). */
  current(now = Date.now()): ParsedRemoteList {
    if (!this.file || now - this.checkedAt < this.checkEveryMs) return this.list;
    this.checkedAt = now;
    let stamp: string;
    try {
      const stat = fs.statSync(this.file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      stamp = 'missing';
    }
    if (stamp === this.stamp) return this.list;
    this.stamp = stamp;
    if (stamp === 'missing') {
      this.list = { ...EMPTY, version: this.list.version + 1 };
      return this.list;
    }
    try {
      this.list = { ...parseRemoteList(fs.readFileSync(this.file, 'utf8')), version: this.list.version + 1 };
    } catch (error) {
      this.onError(`The remote list ${this.file} was not applied (the previous one stays): ${error instanceof Error ? error.message : String(error)}`);
    }
    return this.list;
  }

  /** What one company's browsers load: everyone's list with the company's pins over it. */
  forCompany(companyId: string | null): RemoteMap {
    const list = this.current();
    return { ...list.everyone, ...(companyId ? list.companies[companyId] : undefined) };
  }
}
