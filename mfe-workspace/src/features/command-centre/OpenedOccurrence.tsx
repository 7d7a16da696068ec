import { useEffect, useRef } from 'react';
import type { PublicUser } from 'shared-contracts';
import { Button, Card, ErrorState, Spinner, formatDate, formatDateTime, useAsync, theme } from 'shared-ui';
import { commandCentreApi } from './commandCentreApi';
import { OccurrenceActions } from './OccurrenceActions';
import { Proof } from './OccurrenceList';
import { StatusBadge } from './StatusBadge';

const STEP_WORDS: Record<string, string> = {
  'occurrence.started': 'Started',
  'occurrence.filing_recorded': 'Filing recorded',
  'occurrence.filing_approved': 'Approved',
  'occurrence.filing_returned': 'Returned',
  'occurrence.not_applicable': 'Marked not applicable',
  'occurrence.reinstated': 'Applies again',
};

/**
 * One due date opened on its own (from a notification, the sign-off queue or Pending Review): its status, proof,
 * the actions the signed-in user may take and its history.
 */
export function OpenedOccurrence({ id, me, onChanged, onClose }: { id: string; me: PublicUser; onChanged?: () => void; onClose?: () => void }) {
  const item = useAsync((signal) => commandCentreApi.detail(id, signal), [id]);
  const card = useRef<HTMLElement>(null);
  // Opened from a row further down (onClose given): the panel at the top takes the focus, so it is seen and read out.
  const loaded = item.data?.occurrence.id;
  useEffect(() => {
    if (onClose && loaded) card.current?.focus();
  }, [loaded, onClose]);
  if (item.error) return <ErrorState message={item.error} onRetry={item.reload} />;
  if (!item.data) return <Spinner label="Loading the filing..." />;
  const { occurrence: o, history } = item.data;
  return (
    <Card ref={card} tabIndex={-1} aria-label={`${o.title}, ${o.period}`}>
      <div style={{ display: 'flex', gap: theme.space.xs, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <h2 style={{ marginTop: 0 }}>{`${o.title} · ${o.period}`}</h2>
        {onClose && (
          <Button type="button" $small $variant="secondary" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
      <p style={{ margin: `0 0 ${theme.space.xs}` }}>
        <StatusBadge status={o.status} /> {`Due ${formatDate(o.dueDate)} · ${o.authority} · owner ${o.owner?.name ?? 'none'} · checker ${o.checker?.name ?? 'none'}`}
      </p>
      <p style={{ margin: `0 0 ${theme.space.xs}` }}>
        <Proof o={o} />
      </p>
      <OccurrenceActions
        occurrence={o}
        me={me}
        onDone={() => {
          item.reload();
          onChanged?.();
        }}
      />
      {history.length > 0 && (
        <ol aria-label="History" style={{ margin: `${theme.space.sm} 0 0`, paddingLeft: '1.2rem' }}>
          {history.map((h) => (
            <li key={`${h.action}-${h.at}`}>{`${STEP_WORDS[h.action] ?? h.action} by ${h.actor.name}, ${formatDateTime(h.at)}${h.comment ? `: ${h.comment}` : ''}`}</li>
          ))}
        </ol>
      )}
    </Card>
  );
}
