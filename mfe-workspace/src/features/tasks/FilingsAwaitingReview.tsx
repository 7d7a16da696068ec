import { useAuthSelector } from 'shared-auth';
import { ErrorState, useAsync, theme } from 'shared-ui';
import { commandCentreApi } from '../command-centre/commandCentreApi';
import { OpenedOccurrence } from '../command-centre/OpenedOccurrence';

/** The statutory filings awaiting the signed-in checker: each opened with its proof, Approve and Return. */
export function FilingsAwaitingReview() {
  const me = useAuthSelector((s) => s.user);
  const queue = useAsync((signal) => commandCentreApi.reviewQueue(signal), []);
  if (queue.error) return <ErrorState message={queue.error} onRetry={queue.reload} />;
  if (!me || !queue.data || queue.data.filings.length === 0) return null;
  return (
    <section aria-label="Filings awaiting your sign-off" style={{ display: 'grid', gap: theme.space.sm, marginBottom: theme.space.md }}>
      <h2 style={{ margin: 0 }}>{`Statutory filings awaiting your sign-off (${queue.data.filings.length})`}</h2>
      {queue.data.filings.map((f) => (
        <OpenedOccurrence key={f.id} id={f.id} me={me} />
      ))}
    </section>
  );
}
