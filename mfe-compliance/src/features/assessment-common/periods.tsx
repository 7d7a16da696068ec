import { useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { apiRequest } from 'shared-auth';
import type { AssessmentKind, AssessmentPeriodFields, AssessmentPeriodsResponse, StartPeriodRequest, StartPeriodResponse } from 'shared-contracts';
import { Button, ConfirmDialog, formatPeriod, toast, useAsync, space } from 'shared-ui';
import { areaHomeOf } from './useAssessmentSession';

// The period of an assessment screen: which period is shown, the admin's "Start new period",
// and the notices that go with a period (read-only, reopened after a content update, answers to
// items the library no longer has).

/** `?period=` for a load call; nothing for the current period. */
export const periodQuery = (period: string | null, first = true) => (period ? `${first ? '?' : '&'}period=${encodeURIComponent(period)}` : '');

export const fetchPeriods = (kind: AssessmentKind) => apiRequest<AssessmentPeriodsResponse>(`/api/assessments/${kind}/periods`);

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space('sm')};
  & select {
    font: inherit;
    padding: ${space('xxs', 'xs')};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Notice = styled.div<{ $tone: 'info' | 'warning' }>`
  padding: 0.65rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ $tone, theme }) => theme.notices[$tone].border};
  background: ${({ $tone, theme }) => theme.notices[$tone].background};
  color: ${({ theme }) => theme.colors.text};
`;

const Badge = styled.span`
  display: inline-block;
  margin-left: ${space('xs')};
  padding: 0.1rem ${space('xs')};
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  background: ${({ theme }) => theme.tints.warning.background};
  color: ${({ theme }) => theme.tints.warning.color};
  vertical-align: middle;
`;

export const CHANGED_SINCE_ANSWERED = 'Changed since answered';

/** On an answered question whose text changed after it was answered: the answer needs a look. */
export function ChangedBadge({ changed }: { changed?: boolean }) {
  if (!changed) return null;
  return <Badge title="The question was reworded after this answer was given: check the answer and save it again.">{CHANGED_SINCE_ANSWERED}</Badge>;
}

interface PeriodBarProps {
  kind: AssessmentKind;
  /** The period on screen (null until the first load says which is current). */
  period: string | null;
  onPeriod: (period: string | null) => void;
}

/** Period selector; on /admin also "Start new period" (confirmed, since it closes the current period). */
export function PeriodBar({ kind, period, onPeriod }: PeriodBarProps) {
  const { pathname } = useLocation();
  const isAdmin = areaHomeOf(pathname) === '/admin';
  const periods = useAsync(() => fetchPeriods(kind), [kind]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = periods.data?.periods ?? [];
  const current = periods.data?.currentPeriod ?? null;
  const shown = period ?? current ?? '';

  const start = async () => {
    setBusy(true);
    try {
      const body: StartPeriodRequest = { from: current ?? undefined };
      const started = await apiRequest<StartPeriodResponse>(`/api/assessments/${kind}/periods`, { method: 'POST', body });
      toast.success(started.message);
      setConfirming(false);
      periods.reload();
      // The new period is the current one now: load it.
      onPeriod(started.period);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The new period could not be started');
    } finally {
      setBusy(false);
    }
  };

  if (!periods.data) return null;
  return (
    <Bar>
      <label>
        Period:{' '}
        <select value={shown} onChange={(e) => onPeriod(e.target.value === current ? null : e.target.value)}>
          {list.map((p) => (
            <option key={p.period} value={p.period}>
              {formatPeriod(p.period)}
              {p.current ? ' (current)' : ` (${p.status === 'completed' ? 'completed' : 'not completed'}, read-only)`}
            </option>
          ))}
        </select>
      </label>
      {isAdmin && list.some((p) => p.startedAt !== null) && (
        <Button type="button" $variant="secondary" onClick={() => setConfirming(true)}>
          Start new period
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Start new period"
          message={`Start the next period from ${formatPeriod(current ?? '')}? Its answers are copied with every status reset and the remarks kept; ${formatPeriod(current ?? '')} becomes read-only.`}
          confirmLabel="Start new period"
          busy={busy}
          onConfirm={() => void start()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Bar>
  );
}

/** Read-only notice for a past period, the reopen note, and answers to items no longer in the library. */
export function PeriodNotices({ fields }: { fields: AssessmentPeriodFields | null | undefined }) {
  if (!fields) return null;
  const notices: ReactNode[] = [];
  if (fields.readOnly) {
    notices.push(
      <Notice key="ro" $tone="info" role="status">
        {formatPeriod(fields.period ?? '')} is a past period: it is shown as it was and cannot be changed. The current period is{' '}
        {formatPeriod(fields.currentPeriod ?? '')}.
      </Notice>,
    );
  }
  if (fields.reopenedNote) {
    notices.push(
      <Notice key="reopened" $tone="warning" role="status">
        {fields.reopenedNote}
      </Notice>,
    );
  }
  if (fields.retired && fields.retired.length > 0) {
    notices.push(
      <Notice key="retired" $tone="warning">
        <strong>Answers to items no longer in the checklist</strong> (kept as they were, not moved to another item):
        <ul>
          {fields.retired.map((r) => (
            <li key={r.questionId}>
              {r.questionId}: {r.questionText ?? 'text not recorded'} — {r.status ?? 'no status'}
              {r.remarks ? ` (${r.remarks})` : ''}
              <ChangedBadge changed />
            </li>
          ))}
        </ul>
      </Notice>,
    );
  }
  return <>{notices}</>;
}

/** Wraps the answering part of a screen: a past period disables every control inside. */
export const ReadOnlyFieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space('md')};
`;

/**
 * Ids of answers whose question changed since they were answered; an id leaves the set once the
 * user changes that answer here (the save records the new text).
 */
export function useChangedSinceAnswered(responses: { questionId: string; changedSinceAnswered?: boolean }[] | undefined) {
  const [changed, setChanged] = useState(() => new Set((responses ?? []).filter((r) => r.changedSinceAnswered).map((r) => r.questionId)));
  const touched = useCallback(
    (questionId: string) =>
      setChanged((ids) => {
        if (!ids.has(questionId)) return ids;
        const next = new Set(ids);
        next.delete(questionId);
        return next;
      }),
    [],
  );
  return { changed, touched };
}
