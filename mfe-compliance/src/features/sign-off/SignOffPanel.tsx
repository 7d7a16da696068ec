import { useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { authStore } from 'shared-auth';
import { SIGN_OFF_STATUS_LABELS, type AssessmentKindId, type AssessmentSignOff } from 'shared-contracts';
import { Button, toast, formatDateTime, useAction, space } from 'shared-ui';
import { ReviewDialog } from './ReviewDialog';
import { downloadExport, fetchSignOff, submitForReview, type ExportFormat } from './signOffApi';

const Panel = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${space('sm', 'md')};
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs', 'md')};
  align-items: center;
  justify-content: space-between;
  & p {
    margin: 0;
  }
  & small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space('xs')};
  align-items: center;
  /* A label never breaks inside its button ("Download PDF report" split in two at 360 px): whole buttons wrap. */
  & > * {
    white-space: nowrap;
  }
  /* On a phone the buttons fill each row they share (no ragged right edge). */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    width: 100%;
    & > * {
      flex: 1 1 auto;
      padding-inline: ${space('sm')};
    }
  }
`;

const when = (iso: string | null) => formatDateTime(iso);
const FORMAT_LABELS: Record<ExportFormat, string> = { csv: 'Download CSV', xlsx: 'Download XLSX', pdf: 'Download PDF report' };

/** Status line of the maker-checker sign-off. */
export function describeSignOff(signOff: AssessmentSignOff | null): string {
  if (!signOff) return 'Not submitted for review';
  const label = SIGN_OFF_STATUS_LABELS[signOff.status];
  if (signOff.status === 'pending-review') return `${label}: submitted by ${signOff.submittedBy.name} on ${when(signOff.submittedAt)}`;
  return `${label} by ${signOff.reviewedBy?.name ?? 'a reviewer'} on ${when(signOff.reviewedAt)} (submitted by ${signOff.submittedBy.name})`;
}

interface Props {
  kind: AssessmentKindId;
  /** The bank or checklist shown (RBI: NBFC type; self-audit: entity type); the server's default when absent. */
  scope?: string;
  /** The period shown (null or absent: the current one). Sign-off and exports are per period. */
  period?: string | null;
  /** Whether every question is answered and the assessment completed (submission needs it). */
  completed: boolean;
  /** Export formats to offer here (a page may already have its own button for one). */
  formats?: ExportFormat[];
}

/**
 * Maker-checker sign-off and exports of one assessment: its review status, Submit for Review,
 * and for a reviewer who did not submit it, Approve or Return with a comment.
 */
export function SignOffPanel({ kind, scope, period = null, completed, formats = ['csv', 'xlsx', 'pdf'] }: Props) {
  const [signOff, setSignOff] = useState<AssessmentSignOff | null>(null);
  const [approvalNeedsPassword, setApprovalNeedsPassword] = useState(false);
  const [loaded, setLoaded] = useState<'loading' | 'ok' | 'failed'>('loading');
  const { busy, run } = useAction();
  const [dialog, setDialog] = useState<'approved' | 'returned' | null>(null);
  const user = authStore.getState().user;
  const reviewer = user?.role === 'checker' || user?.role === 'admin';

  const target = useMemo(() => ({ scope, period }), [scope, period]);

  const load = useCallback(() => {
    fetchSignOff(kind, target)
      .then((answer) => {
        setSignOff(answer.signOff);
        setApprovalNeedsPassword(answer.approvalNeedsPassword);
        setLoaded('ok');
      })
      .catch(() => setLoaded('failed'));
  }, [kind, target]);
  useEffect(load, [load]);

  const submit = () =>
    run(async () => {
      const answer = await submitForReview(kind, '', target);
      setSignOff(answer.signOff);
      return answer.message;
    });

  async function exportAs(format: ExportFormat) {
    try {
      await downloadExport(kind, format, target);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'The export could not be made');
    }
  }

  const pending = signOff?.status === 'pending-review';
  const approvedAsIs = signOff?.status === 'approved' && !signOff.changedSince;
  const ownSubmission = pending && signOff?.submittedBy.id === user?.id;
  const canSubmit = loaded === 'ok' && !pending && !approvedAsIs;

  return (
    <Panel aria-label="Sign-off">
      <div>
        <p role="status" data-testid="sign-off-status">
          <strong>Sign-off:</strong> {loaded === 'failed' ? 'The sign-off status could not be loaded.' : loaded === 'loading' ? 'Loading...' : describeSignOff(signOff)}
        </p>
        {signOff?.reviewComment && <small>Reviewer's comment: {signOff.reviewComment}</small>}
        {signOff?.changedSince && signOff.status !== 'returned' && <small> The assessment changed after this {pending ? 'submission' : 'approval'}.</small>}
        {ownSubmission && reviewer && <small> You submitted this assessment; another checker must review it.</small>}
        {canSubmit && !completed && <small>Complete the assessment to submit it for review.</small>}
      </div>
      <Row>
        {formats.map((format) => (
          <Button key={format} type="button" $variant="secondary" onClick={() => void exportAs(format)}>
            {FORMAT_LABELS[format]}
          </Button>
        ))}
        {canSubmit && (
          <Button type="button" disabled={busy || !completed} onClick={() => void submit()}>
            Submit for Review
          </Button>
        )}
        {pending && reviewer && !ownSubmission && (
          <>
            <Button type="button" onClick={() => setDialog('approved')}>
              Approve
            </Button>
            <Button type="button" $variant="danger" onClick={() => setDialog('returned')}>
              Return
            </Button>
          </>
        )}
      </Row>
      {dialog && (
        <ReviewDialog
          target={{ type: 'assessment', kind, scope, period, title: signOff ? signOff.title : kind }}
          decision={dialog}
          approvalNeedsPassword={approvalNeedsPassword}
          onClose={() => setDialog(null)}
          onReviewed={() => {
            setDialog(null);
            load();
          }}
        />
      )}
    </Panel>
  );
}
