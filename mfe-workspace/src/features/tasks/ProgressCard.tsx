import { Suspense } from 'react';
import { Card, CompletionRings, EmptyState, ErrorState, Spinner, ringsFromAssessments, ringsFromTasks, useAsync, type Ring } from 'shared-ui';
import { assessmentsApi } from '../../common/api';
import { tasksApi } from './tasksApi';

type RingSource = { rings: Ring[]; source: 'assessments' | 'tasks' };

/** The admin dashboard's progress card: a ring per assessment, or the team's task completion until assessments answer. */
export function ProgressCard({ refreshKey }: { refreshKey: number }) {
  // Assessment progress when that api answers; task completion until then (never fixed numbers).
  const rings = useAsync<RingSource>(
    async (signal) => {
      try {
        return { rings: ringsFromAssessments(await assessmentsApi.progress(signal)), source: 'assessments' };
      } catch (error) {
        if (signal.aborted) throw error;
        return { rings: ringsFromTasks(await tasksApi.summary(signal)), source: 'tasks' };
      }
    },
    [refreshKey],
  );
  return (
    <Card aria-labelledby="rings-title">
      <h2 id="rings-title">{rings.data?.source === 'assessments' ? 'Assessment progress' : 'Task completion'}</h2>
      {rings.error ? (
        <ErrorState message={rings.error} onRetry={rings.reload} />
      ) : !rings.data ? (
        <Spinner label="Loading progress..." />
      ) : rings.data.rings.length === 0 ? (
        <EmptyState>No progress to show yet.</EmptyState>
      ) : (
        <Suspense fallback={<Spinner label="Loading progress..." />}>
          <CompletionRings rings={rings.data.rings} />
        </Suspense>
      )}
    </Card>
  );
}
