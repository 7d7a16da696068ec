import { useCallback, useRef, useState } from 'react';
import type { NbfcType, NotApplicable, RbiAssessment, RbiQuestion, RbiResponse, RbiStatus, RbiSubmitRequest } from 'shared-contracts';
import { toast } from 'shared-ui';
import { percentOf } from '../assessment-common/progress';
import { useAssessmentSession } from '../assessment-common/useAssessmentSession';
import { saveRbi, submitRbi } from './rbiApi';
import { useChangedSinceAnswered } from '../assessment-common/periods';

/** A question's answer as the screen holds it: the answer's own fields. */
export type RbiAnswer = Pick<RbiResponse, 'status' | 'remarks'>;

export const SAVE_FAILED = 'Failed to save response. Please try again.';
export const SUBMITTED = 'RBI Compliance Assessment Submitted Successfully!';
export const SUBMIT_FAILED = 'Failed to submit assessment';

/** Answers of the RBI screen: each status (and each changed remark) is saved as progress at once. */
export function useRbiAnswers(nbfcType: NbfcType, questions: RbiQuestion[], saved: RbiAssessment | null) {
  const { failWith } = useAssessmentSession();
  const [answers, setAnswers] = useState<Record<string, RbiAnswer>>(() =>
    Object.fromEntries((saved?.responses ?? []).map((r) => [r.questionId, { status: r.status, remarks: r.remarks ?? '' }])),
  );
  const [submitted, setSubmitted] = useState(saved?.status === 'completed');
  const [saving, setSaving] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const savedRemarks = useRef(new Map<string, string>());
  const { changed, touched } = useChangedSinceAnswered(saved?.responses);

  /** Every question that has something, in bank order: the server keeps the latest of each. */
  const payload = useCallback((): RbiSubmitRequest => {
    const current = answersRef.current;
    return {
      nbfcType,
      ...(saved?.period ? { period: saved.period } : {}),
      responses: questions
        .filter((q) => current[q.questionId]?.status || current[q.questionId]?.remarks)
        .map((q) => ({
          questionId: q.questionId,
          questionText: q.questionText,
          area: q.area,
          clauseReference: q.clauseReference,
          status: current[q.questionId].status,
          remarks: current[q.questionId].remarks,
        })),
    };
  }, [nbfcType, questions, saved?.period]);

  const saveProgress = useCallback(async () => {
    setSaving((n) => n + 1);
    try {
      await saveRbi(payload());
    } catch (error) {
      failWith(error, SAVE_FAILED);
    } finally {
      setSaving((n) => n - 1);
    }
  }, [payload, failWith]);

  const update = (questionId: string, change: Partial<RbiAnswer>) => {
    touched(questionId);
    const current = answersRef.current[questionId] ?? { status: null, remarks: '' };
    answersRef.current = { ...answersRef.current, [questionId]: { ...current, ...change } };
    setAnswers(answersRef.current);
  };

  const setStatus = (questionId: string, status: RbiStatus | NotApplicable) => {
    update(questionId, { status });
    void saveProgress();
  };

  const setRemarks = (questionId: string, remarks: string) => update(questionId, { remarks });

  const commitRemarks = (questionId: string) => {
    const remarks = answersRef.current[questionId]?.remarks ?? '';
    const before = savedRemarks.current.get(questionId) ?? saved?.responses.find((r) => r.questionId === questionId)?.remarks ?? '';
    if (remarks === before) return;
    savedRemarks.current.set(questionId, remarks);
    void saveProgress();
  };

  const answered = questions.filter((q) => answers[q.questionId]?.status).length;
  const percent = percentOf(answered, questions.length);

  const submit = async () => {
    setSubmitting(true);
    try {
      await submitRbi(payload());
      setSubmitted(true);
      toast.success(SUBMITTED);
    } catch (error) {
      failWith(error, SUBMIT_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  return { answers, answered, percent, saving: saving > 0, submitting, submitted, changed, setStatus, setRemarks, commitRemarks, submit };
}
