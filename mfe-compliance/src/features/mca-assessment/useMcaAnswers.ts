import { useState } from 'react';
import type { McaAssessment, McaSection, McaStatus, McaSubmitRequest } from 'shared-contracts';
import { toast } from 'shared-ui';
import { useAssessmentSession } from '../assessment-common/useAssessmentSession';
import { completeMca, saveMca } from './mcaApi';
import { useChangedSinceAnswered } from '../assessment-common/periods';
import { overallStats, type McaAnswer, type McaAnswers } from './mcaReport';

export const SAVED = 'MCA Compliance Assessment Saved Successfully!';
export const SUBMITTED = 'MCA Compliance Assessment Submitted Successfully!';
export const INCOMPLETE = 'Please complete all questions before submitting';
export const SAVE_FAILED = 'Failed to save assessment';
export const SUBMIT_FAILED = 'Failed to submit assessment';

/** MCA answers are kept on the page and sent with Save Progress or Submit. */
export function useMcaAnswers(sections: McaSection[], saved: McaAssessment) {
  const { failWith } = useAssessmentSession();
  const [answers, setAnswers] = useState<McaAnswers>(() =>
    Object.fromEntries(saved.responses.map((r) => [r.questionId, { status: r.status, remarks: r.remarks ?? '' }])),
  );
  const [busy, setBusy] = useState<'save' | 'submit' | null>(null);
  const [submitted, setSubmitted] = useState(saved.status === 'completed');
  const [unsaved, setUnsaved] = useState(false);
  const overall = overallStats(sections, answers);
  const { changed, touched } = useChangedSinceAnswered(saved.responses);

  const update = (questionId: string, change: Partial<McaAnswer>) => {
    touched(questionId);
    setAnswers((all) => {
      const before: McaAnswer = all[questionId] ?? { status: null, remarks: '' };
      return { ...all, [questionId]: { ...before, ...change } };
    });
    setUnsaved(true);
  };

  const payload = (): McaSubmitRequest => ({
    ...(saved.period ? { period: saved.period } : {}),
    responses: sections.flatMap((section) =>
      section.questions
        .filter((q) => answers[q.id]?.status || answers[q.id]?.remarks)
        .map((q) => ({
          questionId: q.id,
          questionText: q.question,
          section: section.title,
          status: answers[q.id].status,
          remarks: answers[q.id].remarks,
          evidenceFiles: [],
        })),
    ),
  });

  const save = async () => {
    setBusy('save');
    try {
      const result = await saveMca(payload());
      if (!result.success) throw new Error(SAVE_FAILED);
      setUnsaved(false);
      toast.success(SAVED);
    } catch (error) {
      failWith(error, SAVE_FAILED);
    } finally {
      setBusy(null);
    }
  };

  /** Refused below 100%; otherwise saves first, then marks the assessment complete. */
  const submit = async () => {
    if (overall.percent < 100) {
      toast.error(INCOMPLETE);
      return;
    }
    setBusy('submit');
    try {
      const result = await saveMca(payload());
      if (!result.success) throw new Error(SUBMIT_FAILED);
      setUnsaved(false);
      await completeMca(saved.period);
      setSubmitted(true);
      toast.success(SUBMITTED);
    } catch (error) {
      failWith(error, SUBMIT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return {
    answers,
    overall,
    busy,
    submitted,
    unsaved,
    changed,
    setStatus: (questionId: string, status: McaStatus) => update(questionId, { status }),
    setRemarks: (questionId: string, remarks: string) => update(questionId, { remarks }),
    save,
    submit,
  };
}
