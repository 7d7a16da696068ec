-- Two more facts of the compliance profile that decide obligation families: foreign direct investment received or
-- made (the FLA return under FEMA) and an external commercial borrowing (Form ECB 2 each month).
ALTER TABLE company_compliance_profiles
  ADD COLUMN foreign_investment boolean NOT NULL DEFAULT false,
  ADD COLUMN ecb_borrower boolean NOT NULL DEFAULT false;
