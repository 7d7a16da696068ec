-- Maker-checker (docs/decisions/0051-maker-checker-mfa-coverage-and-lock-out.md): who wrote, changed or completed an assessment of a period, or changed its
-- evidence. Nobody listed here may approve that period's sign-off. One row per person and assessment.
CREATE TABLE assessment_contributors (
  assessment_id uuid NOT NULL REFERENCES assessments(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  last_contributed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assessment_id, user_id)
);

-- What is known of earlier work: the last writer of each answer, the completer and every audited save.
INSERT INTO assessment_contributors (assessment_id, user_id, company_id)
SELECT DISTINCT x.assessment_id, x.answered_by, x.company_id FROM assessment_answers x WHERE x.answered_by IS NOT NULL
UNION
SELECT a.id, a.completed_by, a.company_id FROM assessments a WHERE a.completed_by IS NOT NULL
UNION
SELECT DISTINCT a.id, e.actor_id, a.company_id
  FROM audit_events e JOIN assessments a ON a.id::text = e.target_id AND a.company_id = e.company_id
 WHERE e.target_type = 'assessment' AND e.actor_id IS NOT NULL AND (e.action LIKE '%.answers_saved' OR e.action LIKE '%.completed')
ON CONFLICT DO NOTHING;
