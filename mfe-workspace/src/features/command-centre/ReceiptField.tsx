import { useEffect, useState } from 'react';
import { RECEIPT_ACCEPT, type DocumentRecord } from 'shared-contracts';
import { Field, theme } from 'shared-ui';
import { commandCentreApi } from './commandCentreApi';
import { ChoiceGroup } from '../../common/layout';

/** The receipt of a filing: a file uploaded here (the usual way) or a document already in the register. */
export type ReceiptChoice = { kind: 'upload'; file: File | null } | { kind: 'register'; documentId: string };

export const RECEIPT_LABEL = 'Receipt (PDF, Word, Excel, PNG or JPG, up to 10 MB)';

/** Upload in place, or pick from the register (rejected documents are not offered: the server refuses them). */
export function ReceiptField({ value, onChange }: { value: ReceiptChoice; onChange: (choice: ReceiptChoice) => void }) {
  const [documents, setDocuments] = useState<DocumentRecord[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (value.kind !== 'register' || documents) return;
    const abort = new AbortController();
    commandCentreApi.registerDocuments(abort.signal).then(
      (answer) => setDocuments(answer.documents.filter((d) => d.status !== 'rejected')),
      () => !abort.signal.aborted && setProblem('The register could not be loaded. Upload the receipt instead.'),
    );
    return () => abort.abort();
  }, [value.kind, documents]);

  return (
    <ChoiceGroup>
      <legend>Proof of filing</legend>
      <label style={{ marginRight: theme.space.md }}>
        <input type="radio" name="receipt-source" checked={value.kind === 'upload'} onChange={() => onChange({ kind: 'upload', file: null })} /> Upload a file
      </label>
      <label>
        <input type="radio" name="receipt-source" checked={value.kind === 'register'} onChange={() => onChange({ kind: 'register', documentId: '' })} /> Choose from the
        register
      </label>
      {value.kind === 'upload' ? (
        <Field>
          <label htmlFor="filing-receipt">{RECEIPT_LABEL}</label>
          <input id="filing-receipt" type="file" accept={RECEIPT_ACCEPT} onChange={(e) => onChange({ kind: 'upload', file: e.target.files?.[0] ?? null })} />
        </Field>
      ) : (
        <Field>
          <label htmlFor="filing-register">Document from the register</label>
          {problem ? (
            <p role="alert">{problem}</p>
          ) : (
            <select id="filing-register" value={value.documentId} disabled={!documents} onChange={(e) => onChange({ kind: 'register', documentId: e.target.value })}>
              <option value="">{documents ? 'Choose a document' : 'Loading...'}</option>
              {documents?.map((d) => (
                <option key={d.id} value={d.id}>{`${d.name} (${d.fileName})`}</option>
              ))}
            </select>
          )}
        </Field>
      )}
    </ChoiceGroup>
  );
}
