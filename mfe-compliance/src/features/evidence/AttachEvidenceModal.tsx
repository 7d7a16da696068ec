import { useEffect, useState, type FormEvent } from 'react';
import type { AssessmentKindId, DocumentRecord } from 'shared-contracts';
import { Button, DATE_TEXT_MESSAGE, DateInput, ErrorBanner, Field, Modal, useAction } from 'shared-ui';
import { attachEvidence, fetchRegisterDocuments } from './evidenceApi';

interface Props {
  kind: AssessmentKindId;
  scope?: string;
  questionId: string;
  questionLabel: string;
  /** Documents already attached to this question. */
  attached: Set<string>;
  onClose: () => void;
  onAttached: () => void;
}

/** Picks a document of the register (one file may back many questions) with an optional expiry date. */
export function AttachEvidenceModal({ kind, scope, questionId, questionLabel, attached, onClose, onAttached }: Props) {
  const [documents, setDocuments] = useState<DocumentRecord[] | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  // Text in the expiry field that is no date: never attached as "no expiry".
  const [expiryRefused, setExpiryRefused] = useState(false);
  const [note, setNote] = useState('');
  const { busy, error, setError, run } = useAction({ errorShown: 'inline' });

  useEffect(() => {
    fetchRegisterDocuments().then(
      (all) => setDocuments(all.filter((d) => d.status !== 'rejected' && !attached.has(d.id))),
      () => setError('The document register could not be loaded.'),
    );
  }, [attached, setError]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!documentId) {
      setError('Please choose a document');
      return;
    }
    if (expiryRefused) {
      setError(DATE_TEXT_MESSAGE);
      return;
    }
    await run(async () => {
      const answer = await attachEvidence({ kind, ...(scope ? { scope } : {}), questionId, documentId, expiresOn: expiresOn || null, note: note.trim() });
      onAttached();
      return answer.message;
    });
  }

  return (
    <Modal title={`Attach evidence to ${questionLabel}`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        {documents && documents.length === 0 && <p>No document of the register can be attached. Upload it in Document Management first.</p>}
        <Field>
          <label htmlFor="evidence-document">Document</label>
          <select id="evidence-document" value={documentId} onChange={(e) => setDocumentId(e.target.value)} disabled={!documents}>
            <option value="">{documents ? 'Choose a document' : 'Loading...'}</option>
            {(documents ?? []).map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} ({d.fileName}){d.status === 'pending' ? ' - pending review' : ''}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="evidence-expiry">Expiry date (optional)</label>
          <DateInput
            id="evidence-expiry"
            value={expiresOn}
            onChange={(value, { refused }) => {
              setExpiresOn(value);
              setExpiryRefused(refused);
            }}
          />
        </Field>
        <Field>
          <label htmlFor="evidence-note">Note (optional)</label>
          <input id="evidence-note" type="text" maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Button type="submit" disabled={busy}>
          Attach
        </Button>
      </form>
    </Modal>
  );
}
