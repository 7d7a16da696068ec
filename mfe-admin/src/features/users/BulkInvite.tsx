import { useState, type ChangeEvent } from 'react';
import { ApiRequestError, saveFile } from 'shared-auth';
import styled from 'styled-components';
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

// Rows with errors stand out in the preview: they are the ones left out of the invitation.
const PreviewFrame = styled.div`
  & tr.has-errors > * {
    background: ${({ theme }) => theme.tints.danger.background};
    color: ${({ theme }) => theme.tints.danger.color};
  }
`;

const TEMPLATE = 'First name,Last name,Email,Role\nNeha,Rao,neha.rao@example.in,maker\nArjun,Iyer,arjun.iyer@example.in,checker\n';

/** A file with the columns the import reads and two example rows, to fill in and upload. */
const downloadTemplate = () => saveFile(new Blob([TEMPLATE], { type: 'text/csv' }), 'team-invitations-template.csv');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

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
      const answer = await invitationsApi.importRows(readyRows.map(({ firstName, lastName, email, role }) => ({ firstName, lastName, email, role })));
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

  // Only the rows without errors are invited; the others are listed and left out.
  const readyRows = preview ? preview.rows.filter((row) => row.errors.length === 0) : [];
  const leftOut = preview ? preview.rows.length - readyRows.length : 0;
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        {`A CSV or XLSX file whose first row names the columns First name, Last name, Email and Role (maker or checker), or Name, Email and Role; at most ${INVITATION_IMPORT_MAX_ROWS} rows. Nothing is sent until you confirm; rows with errors are left out.`}
      </p>
      <p>
        <Button type="button" $small $variant="secondary" onClick={downloadTemplate}>
          Download template (CSV)
        </Button>
      </p>
      {problem && <ErrorBanner role="alert">{problem}</ErrorBanner>}
      <Field>
        <label htmlFor="bulk-invite-file">Team file (CSV or XLSX)</label>
        <input id="bulk-invite-file" type="file" accept=".csv,.xlsx" onChange={(e) => void choose(e)} disabled={busy} />
      </Field>
      {preview && (
        <>
          <p role="status">
            {preview.message}
            {leftOut > 0 && readyRows.length > 0 && ` The ${plural(leftOut, 'row')} with errors will be left out; correct and upload them again later.`}
          </p>
          <PreviewFrame>
            <DataTable
              caption="Invitation preview"
              stackOnMobile
              columns={COLUMNS}
              rows={preview.rows}
              rowKey={(row) => String(row.line)}
              rowClassName={(row) => (row.errors.length > 0 ? 'has-errors' : undefined)}
            />
          </PreviewFrame>
          <Button type="button" disabled={readyRows.length === 0 || busy} onClick={() => void confirm()}>
            {busy ? 'Inviting...' : `Invite ${plural(readyRows.length, 'user')}`}
          </Button>
        </>
      )}
    </div>
  );
}
