-- Assessments belong to a period ('FY2026-27', or 'FY2026-27 Q3' for quarterly ones); a new period
-- starts from the last one's answers and past periods are kept unchanged. Existing assessments
-- belong to the financial year (April to March) in which they were started.
ALTER TABLE assessments ADD COLUMN period text;
UPDATE assessments SET period = 'FY' || fy::text || '-' || lpad(((fy + 1) % 100)::text, 2, '0') || CASE WHEN kind = 'self-audit' THEN ' Q' || q::text ELSE '' END
  FROM (SELECT id AS aid,
               CASE WHEN EXTRACT(MONTH FROM created_at) >= 4 THEN EXTRACT(YEAR FROM created_at)::int ELSE EXTRACT(YEAR FROM created_at)::int - 1 END AS fy,
               ((EXTRACT(MONTH FROM created_at)::int + 8) % 12) / 3 + 1 AS q
          FROM assessments) AS f
 WHERE f.aid = assessments.id;
ALTER TABLE assessments ALTER COLUMN period SET NOT NULL;
ALTER TABLE assessments DROP CONSTRAINT assessments_company_id_kind_key;
ALTER TABLE assessments ADD CONSTRAINT assessments_company_kind_period_key UNIQUE (company_id, kind, period);
-- Why a completed assessment was reopened (new items after a content update), shown on the screen.
ALTER TABLE assessments ADD COLUMN reopened_note text;
ALTER TABLE assessments ADD COLUMN started_from text;

ALTER TABLE assessment_answers ADD COLUMN period text;
UPDATE assessment_answers SET period = a.period FROM assessments a WHERE a.id = assessment_answers.assessment_id;
ALTER TABLE assessment_answers ALTER COLUMN period SET NOT NULL;
ALTER TABLE assessment_answers DROP CONSTRAINT assessment_answers_company_id_kind_scope_question_id_key;
ALTER TABLE assessment_answers ADD CONSTRAINT assessment_answers_period_question_key UNIQUE (company_id, kind, period, scope, question_id);

-- What an answer answered: the version of the item's library and a fingerprint of the question
-- text (and the text itself, so a removed item can still be shown). Answers given before this
-- have the version of their assessment and no fingerprint.
ALTER TABLE assessment_answers ADD COLUMN content_version text;
ALTER TABLE assessment_answers ADD COLUMN question_fingerprint text;
ALTER TABLE assessment_answers ADD COLUMN question_text text;
UPDATE assessment_answers SET content_version = a.content_version FROM assessments a WHERE a.id = assessment_answers.assessment_id AND assessment_answers.status IS NOT NULL;
