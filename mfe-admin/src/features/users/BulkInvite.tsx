import { useState, type ChangeEvent } from 'react';
import { ApiRequestError } from 'shared-auth';
import { INVITATION_FILE_MAX_BYTES, INVITATION_IMPORT_MAX_ROWS, type InvitationPreviewResponse } from 'shared-contracts';
import { Button, DataTable, ErrorBanner, Field, toast, type Column } from 'shared-ui';
import { invitationsApi } from './invitationsApi';
import { serverMessage } from './usersApi';

type PreviewRow = InvitationPreviewResponse['rows'][number];

const COLUMNS: Array<Column<PreviewRow>> = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'Name', cell: (row) => `${row.firstName} ${row.lastName}`.trim() },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Role', cell: (row) => row.role },
  { header: 'Check', cell: (row) => (row.errors.length === 0 ? 'Ready' : row.errors.join('; ')) },
];

/** The preview's body when the server refused the import (its rows with their errors), else null. */
function refusedPreview(error: unknown): InvitationPreviewResponse | null {
  if (!(error instanceof ApiRequestError)) return null;
  const body = error.body as Partial<InvitationPreviewResponse> | null;
  return body && Array.isArray(body.rows) ? (body as InvitationPreviewResponse) : null;
}

/** Bulk invitation from a CSV or XLSX file: upload, preview each row with its errors, then invite all or none. */
export function BulkInvite({ onInvited }: { onInvited: () => void }) {
  const [preview, setPreview] = useState<InvitationPreviewResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    if (!/\.(csv|xlsx)$/i.test(file.name)) return setProblem('The file must be a CSV or XLSX file');
    if (file.size > INVITATION_FILE_MAX_BYTES) return setProblem('The file is larger than 1 MB');
    setBusy(true);
    try {
      setPreview(await invitationsApi.preview(file));
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The file could not be read. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!preview) return;
    setBusy(true);
    try {
      const answer = await invitationsApi.importRows(preview.rows.map(({ firstName, lastName, email, role }) => ({ firstName, lastName, email, role })));
      toast.success(answer.message);
      setPreview(null);
      onInvited();
    } catch (error) {
      const refused = refusedPreview(error);
      if (refused) setPreview(refused);
      setProblem(serverMessage(error) ?? 'The import failed. Nothing was imported.');
    } finally {
      setBusy(false);
    }
  }

  const ready = preview !== null && preview.errorCount === 0;
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        {`A CSV or XLSX file whose first row names the columns First name, Last name, Email and Role (maker or checker), or Name, Email and Role; at most ${INVITATION_IMPORT_MAX_ROWS} rows. Nothing is created until you confirm, and then all rows or none.`}
      </p>
      {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
      <Field>
        <label htmlFor="bulk-invite-file">Team file (CSV or XLSX)</label>
        <input id="bulk-invite-file" type="file" accept=".csv,.xlsx" onChange={(e) => void choose(e)} disabled={busy} />
      </Field>
      {preview && (
        <>
          <p role="status">{preview.message}</p>
          <DataTable caption="Invitation preview" stackOnMobile columns={COLUMNS} rows={preview.rows} rowKey={(row) => String(row.line)} />
          <Button type="button" disabled={!ready || busy} onClick={() => void confirm()}>
            {busy ? 'Inviting...' : `Invite ${preview.rows.length} user${preview.rows.length === 1 ? '' : 's'}`}
          </Button>
        </>
      )}
    </div>
  );
}
