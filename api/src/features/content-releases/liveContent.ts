import type { FastifyBaseLogger } from 'fastify';
import { compareVersions, installContent, installedContent, loadContent, readLibraries, validateLibrary, type ContentSet, type LibraryFile } from '../../content';
import type { Database } from '../../db/database';
import { istDate } from '../../dates';
import type { SessionStore } from '../auth/sessions/sessionStore';
import { publishedReleases, releaseBodies, type PublishedRow } from './repository';

/**
 * The published releases live on `today`: per library, the last one whose effective date has come, when it is newer
 * than the installation's own file (a deployment that ships a newer file wins over an older release).
 */
export function liveReleases(rows: readonly PublishedRow[], today: string, seedVersions: ReadonlyMap<string, string>): PublishedRow[] {
  const live = new Map<string, PublishedRow>();
  for (const row of rows) {
    const seed = seedVersions.get(row.library_id);
    if (row.effective_date > today || !seed || compareVersions(row.version, seed) <= 0) continue;
    const known = live.get(row.library_id);
    if (!known || row.effective_date > known.effective_date || (row.effective_date === known.effective_date && row.published_at > known.published_at)) {
      live.set(row.library_id, row);
    }
  }
  return [...live.values()].sort((a, b) => a.library_id.localeCompare(b.library_id));
}

/** The sets the instances of this process built or started from (a set installed otherwise, as a test's, is left in place). */
const instanceSets = new WeakSet<ContentSet>();

/**
 * One API instance's content: the files of CONTENT_DIR with the live releases laid over them. A change to the
 * releases notifies every instance at commit ('r:*' on the caches' channel); before a request is handled, the
 * instance makes sure every change committed before it has been delivered (the session check's round trip, as the
 * read caches do) and rebuilds when the live set changed, or when a scheduled release's day came. So two instances
 * never answer from different releases. Without the listening connection it reads the (small) list every request.
 */
export class LiveContent {
  private stale = true;
  private generation = 0;
  private loading: { generation: number; done: Promise<void> } | null = null;
  private rows: PublishedRow[] = [];
  private key = '';
  /** The day in India for which `key` is known to be the live set of `rows` (it changes only with them or the day). */
  private keyDay = '';
  private set: ContentSet | null = null;
  /** The live releases' files, by library id. */
  private files = new Map<string, LibraryFile>();
  /** Set while this instance drops its own read caches (its own call, not a change of releases). */
  private quiet = false;
  readonly seed: ReadonlyMap<string, LibraryFile>;

  constructor(
    private readonly db: Database,
    private readonly sessions: SessionStore,
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
    /** Runs after this instance installed another live set (the feed's deadlines, reopened assessments). */
    private readonly afterChange: () => Promise<void>,
  ) {
    this.seed = new Map(readLibraries(dir).map((file) => [file.id, file]));
    this.set = installedContent();
    if (this.set) instanceSets.add(this.set);
    sessions.onChange((payload) => {
      if (!this.quiet && (payload === 'r:*' || payload === '*')) {
        this.stale = true;
        this.generation++;
      }
    });
  }

  /** The releases live now on this instance, by library id. */
  get liveIds(): ReadonlySet<string> {
    return new Set(this.key.split(',').filter(Boolean));
  }

  private get seedVersions(): Map<string, string> {
    return new Map([...this.seed].map(([id, file]) => [id, file.version]));
  }

  /** Brings this instance's content to the live release set; `since`: the request's session check. */
  async sync(since?: number): Promise<void> {
    if (!this.stale && (!this.sessions.listening || (since !== undefined && !(await this.sessions.fresh(since))))) this.stale = true;
    const today = istDate();
    if (this.stale || (today !== this.keyDay && this.keyOf(today) !== this.key)) await this.reload();
    else this.keyDay = today;
    // Several apps in one process (tests) share the module's content: each request is served from its own app's.
    const installed = installedContent();
    if (this.set && installed !== this.set && (!installed || instanceSets.has(installed))) installContent(this.set);
  }

  /** After this instance changed the releases itself: rebuilds now, without waiting for its own notification. */
  async refresh(): Promise<void> {
    this.stale = true;
    this.generation++;
    await this.sync();
  }

  private keyOf(today: string): string {
    return liveReleases(this.rows, today, this.seedVersions)
      .map((row) => row.id)
      .join(',');
  }

  private async reload(): Promise<void> {
    // A load that began before the latest notification may have missed it: wait for it, then load again.
    while (this.loading && this.loading.generation !== this.generation) await this.loading.done.catch(() => undefined);
    if (!this.loading) {
      const generation = this.generation;
      this.loading = { generation, done: this.load(generation).finally(() => (this.loading = null)) };
    }
    await this.loading.done;
  }

  private async load(generation: number): Promise<void> {
    this.rows = await publishedReleases(this.db);
    this.keyDay = '';
    if (generation === this.generation && this.sessions.listening) this.stale = false;
    const today = istDate();
    const live = liveReleases(this.rows, today, this.seedVersions);
    const key = live.map((row) => row.id).join(',');
    if (key === this.key && this.set) {
      this.keyDay = today;
      return;
    }
    const built = await this.build(live);
    this.set = built.set;
    instanceSets.add(built.set);
    this.files = built.files;
    this.key = key;
    this.keyDay = today;
    installContent(this.set);
    // Every read cache of this instance may hold content of the previous set.
    this.quiet = true;
    try {
      this.sessions.invalidate('*');
    } finally {
      this.quiet = false;
    }
    await this.afterChange().catch((error: unknown) => this.log.error({ err: error }, 'tasks after a content release failed'));
  }

  private async build(live: PublishedRow[]): Promise<{ set: ContentSet; files: Map<string, LibraryFile> }> {
    if (live.length === 0) return { set: loadContent(this.dir), files: new Map() };
    const bodies = await releaseBodies(
      this.db,
      live.map((row) => row.id),
    );
    try {
      const files = bodies.map((row) => validateLibrary(row.file_name, JSON.parse(row.body)));
      return { set: loadContent(this.dir, files), files: new Map(files.map((file) => [file.id, file])) };
    } catch (error) {
      // Every instance of one build fails alike, so they still agree: on the installation's own files.
      this.log.error({ err: error }, 'the published content releases no longer validate; serving the installed files');
      return { set: loadContent(this.dir), files: new Map() };
    }
  }

  /** The content this instance serves now. */
  current(): ContentSet {
    return this.set ?? loadContent(this.dir);
  }

  /** The live file of a library (its release, else the installation's), or undefined for an unknown library. */
  fileOf(libraryId: string): LibraryFile | undefined {
    return this.files.get(libraryId) ?? this.seed.get(libraryId);
  }

  /** Whether the library's live file comes from a release. */
  fromRelease(libraryId: string): boolean {
    return this.files.has(libraryId);
  }

  /** Every library as live now. */
  libraries(): LibraryFile[] {
    return [...this.seed.keys()].map((id) => this.fileOf(id)!);
  }

  /** The whole content with `file` in place of its library's live file (validates across the libraries). */
  contentWith(file: LibraryFile): ContentSet {
    return loadContent(this.dir, [...[...this.files.values()].filter((f) => f.id !== file.id), file]);
  }
}
