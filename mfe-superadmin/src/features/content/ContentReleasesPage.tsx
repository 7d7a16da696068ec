import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAuthSelector } from 'shared-auth';
import { CONTENT_RELEASE_MAX_CHARS, type ContentReleasesResponse } from 'shared-contracts';
import { AsyncContent, Button, Card, DataTable, ErrorBanner, Field, PageTitle, Section, useAction, useApi } from 'shared-ui';
import { uploadRelease } from './contentReleasesApi';
import { ReleaseCard } from './ReleaseCard';

/**
 * Content releases: a corrected library file goes live without a deployment. Upload (checked and compared with the
 * live library on the server), approval by a second super-admin, publication on an effective date, rollback
 * (docs/content-releases.md).
 */
export default function ContentReleasesPage() {
  const list = useApi<ContentReleasesResponse>('/api/super-admin/content-releases');
  const userId = useAuthSelector((s) => s.user?.id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [checksum, setChecksum] = useState('');
  const [inputKey, setInputKey] = useState(0);
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });

  const upload = async (e: FormEvent) => {
    e.preventDefault();
    if (!file || checksum.trim() === '') return setError('Choose a library file and enter its SHA-256 checksum');
    const content = await file.text();
    if (content.length > CONTENT_RELEASE_MAX_CHARS) return setError('The file is larger than a library file can be');
    const done = await run(async () => (await uploadRelease({ fileName: file.name, content, checksum: checksum.trim() })).message);
    if (done) {
      setFile(null);
      setChecksum('');
      setInputKey((k) => k + 1);
      list.reload();
    }
  };

  return (
    <>
      <PageTitle>Content releases</PageTitle>
      <p>
        <Link to="/super-admin/system">Back to System Settings</Link>
      </p>
      <Section id="upload-release" title="Upload a release">
        <form onSubmit={upload} noValidate>
          {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
          <p style={{ marginTop: 0 }}>
            A library file in the format of <code>api/content/</code>, with a newer version and its change log. Another super-admin approves it before it is published.
          </p>
          <Field>
            <label htmlFor="release-file">Library file (JSON)</label>
            <input key={inputKey} id="release-file" type="file" accept=".json,application/json" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Field>
          <Field>
            <label htmlFor="release-checksum">SHA-256 checksum</label>
            <input id="release-checksum" value={checksum} onChange={(e) => setChecksum(e.target.value)} autoComplete="off" spellCheck={false} />
          </Field>
          <Button type="submit" disabled={busy}>
            Upload release
          </Button>
        </form>
      </Section>
      <AsyncContent state={list} loadingLabel="Loading content releases..." isEmpty={() => false} empty={null}>
        {(data) => (
          <>
            <h2>Releases</h2>
            {data.releases.length === 0 && <p>No release has been uploaded yet.</p>}
            {data.releases.map((release) => (
              <ReleaseCard key={release.id} release={release} userId={userId} onChanged={list.reload} />
            ))}
            <Card aria-label="Live libraries">
              <h2 style={{ marginTop: 0 }}>Live libraries</h2>
              <DataTable
                label="Live libraries"
                look="console"
                rowKey={(l) => l.id}
                rows={data.libraries}
                columns={[
                  { header: 'Library', cell: (l) => l.name },
                  { header: 'Id', cell: (l) => l.id },
                  { header: 'Version', cell: (l) => l.version },
                  { header: 'From', cell: (l) => (l.source === 'release' ? 'Published release' : 'Installation files') },
                ]}
              />
            </Card>
          </>
        )}
      </AsyncContent>
    </>
  );
}
