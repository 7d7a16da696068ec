-- Day one: how far back a company's obligations are tracked. 'this_month' starts on the first day of the month
-- the company registered in (the rule before this migration), 'financial_year' on 1 April of that financial year.
-- tracking_chosen_at stays null until an admin chose (the onboarding step reads it).
ALTER TABLE companies ADD COLUMN tracking_from text NOT NULL DEFAULT 'this_month' CHECK (tracking_from IN ('this_month', 'financial_year'));
ALTER TABLE companies ADD COLUMN tracking_chosen_at timestamptz;

-- A due date the admin marked "filed before we joined": state 'filed', date and acknowledgement optional, never
-- scored as on time or late (nobody saw when it was filed).
ALTER TABLE obligation_occurrences ADD COLUMN filed_before_joining boolean NOT NULL DEFAULT false;
