import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DOCUMENT_CATEGORIES, DocumentUploadFieldsSchema, type ChecklistCategory, type DocumentRecord } from 'shared-contracts';
import { Button, ErrorBanner, Field, Modal, Options, space } from 'shared-ui';
import { uploadDocument } from './documentsApi';
import { uploadProblem } from './uploadRules';

const CUSTOM = '__custom__';

const Progress = styled.progress`
  width: 100%;
  height: 12px;
  margin-bottom: ${space('sm')};
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  nbfcType: string;
  checklist: ChecklistCategory[];
  onClose: () => void;
  onUploaded: (doc: DocumentRecord) => void;
}

/** The upload form: category, then a checklist name or a custom name, then the file. */
export function UploadModal({ nbfcType, checklist, onClose, onUploaded }: Props) {
  const [category, setCategory] = useState('');
  const [choice, setChoice] = useState('');
  const [customName, setCustomName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const names = checklist.find((c) => c.category === category)?.entries ?? [];
  const name = choice && choice !== CUSTOM ? choice : customName;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = await uploadProblem({ name, file, category });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const doc = await uploadDocument({ file: file!, name: name.trim(), category, nbfcType }, setProgress);
      onUploaded(doc);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to upload document');
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <Modal title="Upload Document" onClose={busy ? () => undefined : onClose}>
      <form onSubmit={submit} noValidate>
        {error && <ErrorBanner role="alert">{error}</ErrorBanner>}
        <Field>
          <label htmlFor="doc-category">Category</label>
          <select
            id="doc-category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              setChoice('');
            }}
          >
            <option value="">Select a category</option>
            {DOCUMENT_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="doc-name-choice">Document Name</label>
          <select id="doc-name-choice" value={choice} disabled={!category} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{category ? 'Select a required document' : 'Select a category first'}</option>
            <Options items={names} value={(entry) => entry.name} />
            <option value={CUSTOM}>Custom document</option>
          </select>
        </Field>
        {(choice === CUSTOM || !choice) && (
          <Field>
            <label htmlFor="doc-custom-name">Custom document name</label>
            <input
              id="doc-custom-name"
              value={customName}
              maxLength={DocumentUploadFieldsSchema.properties.name.maxLength}
              onChange={(e) => setCustomName(e.target.value)}
            />
          </Field>
        )}
        <Field>
          <label htmlFor="doc-file">File (pdf, doc, docx, xls, xlsx - max 10MB)</label>
          <input id="doc-file" type="file" accept=".pdf,.doc,.docx,.xls,.xlsx" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          <Hint>NBFC type: {nbfcType}</Hint>
        </Field>
        {busy && (
          <>
            <label htmlFor="doc-progress">Uploading... {progress}%</label>
            <Progress id="doc-progress" max={100} value={progress ?? 0} />
          </>
        )}
        <Button type="submit" disabled={busy}>
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </form>
    </Modal>
  );
}
