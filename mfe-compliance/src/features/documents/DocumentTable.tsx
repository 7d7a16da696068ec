import styled from 'styled-components';
import type { DocumentRecord } from 'shared-contracts';
import { Button, formatDate } from 'shared-ui';

const Wrap = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  & th,
  & td {
    text-align: left;
    padding: 0.55rem 0.5rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  & th {
    font-size: 0.8rem;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const tone = { pending: '#b45309', approved: '#15803d', rejected: '#b91c1c' } as const;
const Status = styled.span<{ $status: DocumentRecord['status'] }>`
  display: inline-block;
  padding: 0.1rem 0.55rem;
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  color: #fff;
  background: ${({ $status }) => tone[$status]};
  text-transform: capitalize;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
`;

const dateOf = (iso: string) => formatDate(iso);

interface Props {
  documents: DocumentRecord[];
  canReview: (doc: DocumentRecord) => boolean;
  onReview: (doc: DocumentRecord, decision: 'approved' | 'rejected') => void;
  onDownload: (doc: DocumentRecord) => void;
}

export function DocumentTable({ documents, canReview, onReview, onDownload }: Props) {
  return (
    <Wrap>
      <Table>
        <caption className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
          Uploaded documents
        </caption>
        <thead>
          <tr>
            <th scope="col">Document Name</th>
            <th scope="col">Category</th>
            <th scope="col">File Name</th>
            <th scope="col">Uploaded By</th>
            <th scope="col">Upload Date</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {documents.map((doc) => (
            <tr key={doc.id}>
              <td>{doc.name}</td>
              <td>{doc.category}</td>
              <td>{doc.fileName}</td>
              <td>{doc.uploadedBy}</td>
              <td>{dateOf(doc.uploadDate)}</td>
              <td>
                <Status $status={doc.status}>{doc.status}</Status>
                {doc.reviewedBy && (
                  <div style={{ fontSize: '0.8rem' }}>
                    by {doc.reviewedBy}
                    {doc.reviewComment ? `: ${doc.reviewComment}` : ''}
                  </div>
                )}
              </td>
              <td>
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
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
