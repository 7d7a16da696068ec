import styled from 'styled-components';
import type { DocumentRecord } from 'shared-contracts';
import { Button, DataTable, formatDate, type Column, space } from 'shared-ui';

const tone = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const Status = styled.span<{ $status: DocumentRecord['status'] }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.onTone};
  background: ${({ $status, theme }) => theme.colors[tone[$status]]};
  text-transform: capitalize;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xxs')};
`;

const dateOf = (iso: string) => formatDate(iso);

interface Props {
  documents: DocumentRecord[];
  canReview: (doc: DocumentRecord) => boolean;
  onReview: (doc: DocumentRecord, decision: 'approved' | 'rejected') => void;
  onDownload: (doc: DocumentRecord) => void;
}

const WRAP = { overflowWrap: 'anywhere', minWidth: '6rem' } as const;

export function DocumentTable({ documents, canReview, onReview, onDownload }: Props) {
  const columns: Array<Column<DocumentRecord>> = [
    // Long names and file names wrap anywhere, so the Actions column stays in view (docs/decisions/0063-screenshot-review-compliance-super-admin-public.md: Download was cut off at 1280 px).
    { header: 'Document Name', cell: (doc) => doc.name, cellStyle: WRAP, stackLabel: true },
    { header: 'Category', cell: (doc) => doc.category, stackLabel: true },
    { header: 'File Name', cell: (doc) => doc.fileName, cellStyle: WRAP, stackLabel: true },
    { header: 'Uploaded By', cell: (doc) => doc.uploadedBy, stackLabel: true },
    { header: 'Upload Date', cell: (doc) => dateOf(doc.uploadDate), cellStyle: { whiteSpace: 'nowrap' }, stackLabel: true },
    {
      header: 'Status',
      cell: (doc) => (
        <>
          <Status $status={doc.status}>{doc.status}</Status>
          {doc.reviewedBy && (
            <div style={{ fontSize: '0.8rem' }}>
              by {doc.reviewedBy}
              {doc.reviewComment ? `: ${doc.reviewComment}` : ''}
            </div>
          )}
        </>
      ),
    },
    {
      header: 'Actions',
      cell: (doc) => (
        <Row>
          <Button type="button" $small $variant="secondary" onClick={() => onDownload(doc)} aria-label={`Download ${doc.name}`}>
            Download
          </Button>
          {canReview(doc) && (
            <>
              <Button type="button" $small onClick={() => onReview(doc, 'approved')} aria-label={`Approve ${doc.name}`}>
                Approve
              </Button>
              <Button type="button" $small $variant="danger" onClick={() => onReview(doc, 'rejected')} aria-label={`Reject ${doc.name}`}>
                Reject
              </Button>
            </>
          )}
        </Row>
      ),
    },
  ];
  return <DataTable caption="Uploaded documents" columns={columns} rows={documents} rowKey={(doc) => doc.id} stackOnMobile />;
}
