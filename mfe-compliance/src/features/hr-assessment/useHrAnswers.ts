import { useCallback, useEffect, useRef, useState } from 'react';
import type { HrAssessment, HrQuestion, HrResponse, HrStatus, NotApplicable } from 'shared-contracts';
import { toast } from 'shared-ui';
import { useAssessmentSession } from '../assessment-common/useAssessmentSession';
import { completeHr, saveHrBulk, saveHrResponse } from './hrApi';
import { useChangedSinceAnswered } from '../assessment-common/periods';

/** A question's answer as the screen holds it: the answer's own fields. */
export type HrAnswer = Pick<HrResponse, 'status' | 'comments'>;

export const SAVE_FAILED = 'Failed to save response. Please try again.';
export const BULK_SAVED = 'All responses saved successfully!';
export const BULK_FAILED = 'Failed to save responses. Please try again.';
export const COMPLETED = 'HR Compliance Assessment Completed Successfully!';
export const COMPLETE_FAILED = 'Failed to complete assessment. Please try again.';
/** A typed comment is saved this long after the last keystroke (or at once on blur). */
export const COMMENT_SAVE_DELAY_MS = 1000;

function answersFrom(assessment: HrAssessment): Record<string, HrAnswer> {
  const map: Record<string, HrAnswer> = {};
  for (const r of assessment.responses) map[r.questionId] = { status: r.status, comments: r.comments ?? '' };
  return map;
}

/**
 * The answers of the HR screen and their saving rules: a status is saved
 * at once; a comment is saved (debounced, or on blur) only when its question has a status.
 */
export function useHrAnswers(questions: HrQuestion[], assessment: HrAssessment) {
  const { failWith } = useAssessmentSession();
  const [answers, setAnswers] = useState<Record<string, HrAnswer>>(() => answersFrom(assessment));
  const [lastSaved, setLastSaved] = useState<string | null>(assessment.updatedAt);
  const [pending, setPending] = useState(0);
  const [busy, setBusy] = useState<'bulk' | 'complete' | null>(null);
  const [completed, setCompleted] = useState(assessment.status === 'completed');
  const answersRef = useRef(answers);
  answersRef.current = answers;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const { changed, touched } = useChangedSinceAnswered(assessment.responses);
  const period = assessment.period;

  const saveOne = useCallback(
    async (questionId: string) => {
      const question = questions.find((q) => q.id === questionId);
      const answer = answersRef.current[questionId];
      if (!question || !answer) return; // a save of an unknown question is skipped
      setPending((n) => n + 1);
      try {
        const result = await saveHrResponse({
          ...(period ? { period } : {}),
          questionId,
          questionText: question.question,
          area: question.area,
          status: answer.status,
          comments: answer.comments,
        });
        if (result.success) setLastSaved(result.assessment.updatedAt);
        else toast.error(SAVE_FAILED);
      } catch (error) {
        failWith(error, SAVE_FAILED);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [questions, failWith, period],
  );

  const cancelTimer = useCallback((questionId: string) => {
    const timer = timers.current.get(questionId);
    if (timer) clearTimeout(timer);
    timers.current.delete(questionId);
    return timer !== undefined;
  }, []);

  // Stable callbacks (they read the ref), so the 31 memoised cards re-render only when their answer changes.
  const setStatus = useCallback(
    (questionId: string, status: HrStatus | NotApplicable) => {
      const current = answersRef.current[questionId] ?? { status: null, comments: '' };
      answersRef.current = { ...answersRef.current, [questionId]: { ...current, status } };
      setAnswers(answersRef.current);
      touched(questionId);
      cancelTimer(questionId);
      void saveOne(questionId);
    },
    [cancelTimer, saveOne, touched],
  );

  const setComments = useCallback(
    (questionId: string, comments: string) => {
      const current = answersRef.current[questionId] ?? { status: null, comments: '' };
      answersRef.current = { ...answersRef.current, [questionId]: { ...current, comments } };
      setAnswers(answersRef.current);
      if (!current.status) return; // held locally until a status is chosen
      touched(questionId);
      cancelTimer(questionId);
      timers.current.set(
        questionId,
        setTimeout(() => {
          timers.current.delete(questionId);
          void saveOne(questionId);
        }, COMMENT_SAVE_DELAY_MS),
      );
    },
    [cancelTimer, saveOne, touched],
  );

  const flushComments = useCallback(
    (questionId: string) => {
      if (cancelTimer(questionId)) void saveOne(questionId);
    },
    [cancelTimer, saveOne],
  );

  // Leaving the page must not lose a comment still waiting for its debounce.
  useEffect(() => {
    const pendingTimers = timers.current;
    return () => {
      for (const [questionId, timer] of pendingTimers) {
        clearTimeout(timer);
        void saveOne(questionId);
      }
      pendingTimers.clear();
    };
  }, [saveOne]);

  const saveAll = async () => {
    for (const id of [...timers.current.keys()]) cancelTimer(id);
    const responses = questions
      .filter((q) => answersRef.current[q.id]?.status || answersRef.current[q.id]?.comments)
      .map((q) => ({
        questionId: q.id,
        questionText: q.question,
        area: q.area,
        status: answersRef.current[q.id].status,
        comments: answersRef.current[q.id].comments,
        evidenceUploaded: false,
      }));
    setBusy('bulk');
    try {
      const result = await saveHrBulk({ ...(period ? { period } : {}), responses });
      if (!result.success) throw new Error(BULK_FAILED);
      setLastSaved(new Date().toISOString());
      toast.success(BULK_SAVED);
    } catch (error) {
      failWith(error, BULK_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const complete = async () => {
    setBusy('complete');
    try {
      await completeHr(period);
      setCompleted(true);
      toast.success(COMPLETED);
    } catch (error) {
      // A 409 carries the server's reason (not every question answered): show it as it is.
      const status = (error as { status?: number }).status;
      failWith(error, status === 409 && error instanceof Error ? error.message : COMPLETE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return { answers, lastSaved, completed, changed, saving: pending > 0, busy, setStatus, setComments, flushComments, saveAll, complete };
}
