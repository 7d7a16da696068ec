import { useCallback, useRef, useState } from 'react';
import type { NotApplicable, SelfAuditAudit, SelfAuditEntityType, SelfAuditStatus, SelfAuditSubmitRequest } from 'shared-contracts';
import { toast } from 'shared-ui';
import { useAssessmentSession } from '../assessment-common/useAssessmentSession';
import { TABS, percentIn, type AuditAnswer, type AuditAnswers, type FlatItem } from './checklist';
import { saveSelfAudit, submitSelfAudit } from './selfAuditApi';
import { useChangedSinceAnswered } from '../assessment-common/periods';

export const SAVE_FAILED = 'Failed to save response. Please try again.';
export const SUBMITTED = 'Self Audit Completed Successfully!';
export const SUBMIT_FAILED = 'Failed to submit audit';

const tabLabel = (tab: FlatItem['tab']) => TABS.find((t) => t.key === tab)?.label ?? tab;

/** Answers of the self-audit: each status (and each changed remark) is saved as progress at once. */
export function useSelfAuditAnswers(entityType: SelfAuditEntityType, items: FlatItem[], audit: SelfAuditAudit | null) {
  const { failWith, areaHome, navigate } = useAssessmentSession();
  const [answers, setAnswers] = useState<AuditAnswers>(() =>
    Object.fromEntries((audit?.responses ?? []).map((r) => [r.questionId, { status: r.status, remarks: r.remarks ?? '' }])),
  );
  const [saving, setSaving] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const committedRemarks = useRef(new Map<string, string>());
  const { changed, touched } = useChangedSinceAnswered(audit?.responses);

  const payload = useCallback((): SelfAuditSubmitRequest => {
    const current = answersRef.current;
    return {
      nbfcCategory: entityType,
      ...(audit?.period ? { period: audit.period } : {}),
      responses: items
        .filter((i) => current[i.questionId]?.status || current[i.questionId]?.remarks)
        .map((i) => ({
          questionId: i.questionId,
          category: tabLabel(i.tab),
          subcategory: i.group,
          item: i.item,
          status: current[i.questionId].status,
          remarks: current[i.questionId].remarks,
        })),
    };
  }, [entityType, items, audit?.period]);

  const saveProgress = useCallback(async () => {
    setSaving((n) => n + 1);
    try {
      await saveSelfAudit(payload());
    } catch (error) {
      failWith(error, SAVE_FAILED);
    } finally {
      setSaving((n) => n - 1);
    }
  }, [payload, failWith]);

  const update = (questionId: string, change: Partial<AuditAnswer>) => {
    touched(questionId);
    const before: AuditAnswer = answersRef.current[questionId] ?? { status: null, remarks: '' };
    answersRef.current = { ...answersRef.current, [questionId]: { ...before, ...change } };
    setAnswers(answersRef.current);
  };

  const setStatus = (questionId: string, status: SelfAuditStatus | NotApplicable) => {
    update(questionId, { status }); // the remarks are kept when the status changes
    void saveProgress();
  };

  const setRemarks = (questionId: string, remarks: string) => update(questionId, { remarks });

  const commitRemarks = (questionId: string) => {
    const remarks = answersRef.current[questionId]?.remarks ?? '';
    const before = committedRemarks.current.get(questionId) ?? audit?.responses.find((r) => r.questionId === questionId)?.remarks ?? '';
    if (remarks === before) return;
    committedRemarks.current.set(questionId, remarks);
    void saveProgress();
  };

  const percent = percentIn(items, answers);

  const submit = async () => {
    setSubmitting(true);
    try {
      await submitSelfAudit(payload());
      toast.success(SUBMITTED);
      // The specification sends the user to /admin (docs/specifications.md, B §2). A maker or checker cannot open /admin, so they go to their own dashboard.
      navigate(areaHome);
    } catch (error) {
      failWith(error, SUBMIT_FAILED);
      setSubmitting(false);
    }
  };

  return { answers, percent, saving: saving > 0, submitting, changed, setStatus, setRemarks, commitRemarks, submit };
}
