import { useEffect, useState } from 'react';
import type { UpdateDetail } from 'shared-contracts';
import { ErrorState, Modal, Spinner, formatDate } from 'shared-ui';
import styled from 'styled-components';
import { fetchUpdate } from './updatesApi';

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin-top: 0;
`;

/** The full text and source of one item; opening it clears its New badge for this user. */
export function UpdateDetailModal({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const [detail, setDetail] = useState<UpdateDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchUpdate(id).then(setDetail, (e: Error) => setError(e.message));
  }, [id]);
  return (
    <Modal title={title} onClose={onClose} wide>
      {!detail && !error && <Spinner />}
      {error && <ErrorState message={error} />}
      {detail && (
        <div>
          <Meta>
            {formatDate(detail.date)} · {detail.category} · <span style={{ textTransform: 'capitalize' }}>{detail.priority}</span>
            {detail.dueDate ? ` · Due ${formatDate(detail.dueDate)}` : ''}
            {detail.eventDate ? ` · Event ${formatDate(detail.eventDate)}` : ''}
          </Meta>
          <p style={{ whiteSpace: 'pre-line', lineHeight: 1.55 }}>{detail.body}</p>
          {(detail.source || detail.sourceUrl) && (
            <p>
              Source:{' '}
              {detail.sourceUrl ? (
                <a href={detail.sourceUrl} target="_blank" rel="noopener noreferrer">
                  {detail.source || detail.sourceUrl}
                </a>
              ) : (
                detail.source
              )}
            </p>
          )}
          {/* docs/decisions/0046-statutory-obligations-as-data-calendar-library-facts.md: the library items this update changes (their ids, as the assessments show them). */}
          {detail.changedItems && detail.changedItems.length > 0 && <p>Library items changed: {detail.changedItems.join(', ')}</p>}
        </div>
      )}
    </Modal>
  );
}
