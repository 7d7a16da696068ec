import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuthSelector } from 'shared-auth';
import type { DocumentChecklistResponse, DocumentRecord } from 'shared-contracts';
import { Button, Card, EmptyState, ErrorState, PageTitle, Spinner, toast, Section, Columns, space } from 'shared-ui';
import { downloadDocument, fetchChecklist, fetchDocuments } from './documentsApi';
import { DocumentTable } from './DocumentTable';
import { RequiredChecklist } from './RequiredChecklist';
import { ReviewModal } from './ReviewModal';
import { UploadModal } from './UploadModal';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space('xs')};
  margin: ${space(0, 0, 'md')};
  text-align: center;
  & div {
    background: ${({ theme }) => theme.colors.background};
    border-radius: 6px;
    padding: ${space('xs', 'xxs')};
  }
  & dt {
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
    font-size: 1.4rem;
    font-weight: 700;
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${space('xs')};
  margin-bottom: ${space('sm')};
  & h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

interface Register {
  list: DocumentRecord[];
  nextCursor: string | null;
  counts: { total: number; approved: number; pending: number };
}

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${space('sm')};
`;

export default function DocumentManagementPage() {
  const user = useAuthSelector((s) => s.user);
  const [docs, setDocs] = useState<Load<Register>>({ state: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [checklist, setChecklist] = useState<Load<DocumentChecklistResponse>>({ state: 'loading' });
  const [uploading, setUploading] = useState(false);
  const [reviewing, setReviewing] = useState<{ doc: DocumentRecord; decision: 'approved' | 'rejected' } | null>(null);

  const loadDocuments = useCallback(() => {
    setDocs({ state: 'loading' });
    fetchDocuments()
      .then((page) => setDocs({ state: 'ready', data: { list: page.documents, nextCursor: page.nextCursor ?? null, counts: page.counts } }))
      .catch((e: Error) => setDocs({ state: 'error', message: e.message }));
  }, []);
  const loadMore = async () => {
    if (docs.state !== 'ready' || !docs.data.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await fetchDocuments(docs.data.nextCursor);
      setDocs({ state: 'ready', data: { ...docs.data, list: [...docs.data.list, ...page.documents], nextCursor: page.nextCursor ?? null } });
    } catch {
      toast.error('Failed to load more documents');
    } finally {
      setLoadingMore(false);
    }
  };
  const loadChecklist = useCallback(() => {
    setChecklist({ state: 'loading' });
    fetchChecklist()
      .then((data) => setChecklist({ state: 'ready', data }))
      .catch((e: Error) => setChecklist({ state: 'error', message: e.message }));
  }, []);
  useEffect(() => {
    loadDocuments();
    loadChecklist();
  }, [loadDocuments, loadChecklist]);

  const admin = user?.role === 'admin';
  const list = docs.state === 'ready' ? docs.data.list : [];
  // The server counts every document of the company, not only the pages loaded.
  const counts = docs.state === 'ready' ? docs.data.counts : { total: 0, approved: 0, pending: 0 };
  const nbfcType = checklist.state === 'ready' ? checklist.data.nbfcType : null;
  const canReview = (doc: DocumentRecord) => doc.status === 'pending' && (user?.role === 'admin' || user?.role === 'checker') && doc.uploadedById !== user?.id;

  const refresh = () => {
    loadDocuments();
    loadChecklist();
  };

  return (
    <div>
      <PageTitle>Document Management</PageTitle>
      {/* The admin layout has a narrower summary column than the other roles (docs/specifications.md, B §2). */}
      <Columns $columns={`${admin ? '260px' : '340px'} minmax(0, 1fr)`}>
        <Section id="doc-summary-title" title="Summary">
          <Counts>
            <div>
              <dt>Total</dt>
              <dd data-testid="count-total">{counts.total}</dd>
            </div>
            <div>
              <dt>Approved</dt>
              <dd data-testid="count-approved">{counts.approved}</dd>
            </div>
            <div>
              <dt>Pending</dt>
              <dd data-testid="count-pending">{counts.pending}</dd>
            </div>
          </Counts>
          <h2 style={{ fontSize: '1.05rem' }}>Required Documents</h2>
          {checklist.state === 'loading' && <Spinner label="Loading NBFC type..." />}
          {checklist.state === 'error' && <ErrorState message={checklist.message} onRetry={loadChecklist} />}
          {checklist.state === 'ready' && !nbfcType && <EmptyState>Please update your company profile with the NBFC type to see the required documents.</EmptyState>}
          {checklist.state === 'ready' && nbfcType && (
            <>
              <p style={{ marginTop: 0 }}>
                NBFC type: <strong>{nbfcType}</strong>
              </p>
              <RequiredChecklist categories={checklist.data.categories} />
            </>
          )}
        </Section>
        <Card aria-labelledby="doc-list-title">
          <Header>
            <h2 id="doc-list-title">Documents</h2>
            <Button type="button" onClick={() => setUploading(true)} disabled={!nbfcType}>
              Upload Document
            </Button>
          </Header>
          {docs.state === 'loading' && <Spinner label="Loading documents..." />}
          {docs.state === 'error' && <ErrorState message={docs.message} onRetry={loadDocuments} />}
          {docs.state === 'ready' && list.length === 0 && <EmptyState>No documents uploaded yet</EmptyState>}
          {docs.state === 'ready' && list.length > 0 && (
            <>
              <DocumentTable
                documents={list}
                canReview={canReview}
                onReview={(doc, decision) => setReviewing({ doc, decision })}
                onDownload={(doc) => downloadDocument(doc).catch((e: Error) => toast.error(e.message))}
              />
              {docs.data.nextCursor && (
                <More>
                  <Button type="button" onClick={loadMore} disabled={loadingMore}>
                    {loadingMore ? 'Loading...' : 'Load more documents'}
                  </Button>
                </More>
              )}
            </>
          )}
        </Card>
      </Columns>
      {uploading && nbfcType && checklist.state === 'ready' && (
        <UploadModal
          nbfcType={nbfcType}
          checklist={checklist.data.categories}
          onClose={() => setUploading(false)}
          onUploaded={() => {
            setUploading(false);
            toast.success('Document uploaded successfully!');
            refresh();
          }}
        />
      )}
      {reviewing && (
        <ReviewModal
          doc={reviewing.doc}
          decision={reviewing.decision}
          onClose={() => setReviewing(null)}
          onReviewed={(doc) => {
            setReviewing(null);
            toast.success(doc.status === 'approved' ? 'Document approved' : 'Document rejected');
            refresh();
          }}
        />
      )}
    </div>
  );
}
