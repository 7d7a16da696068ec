-- Filing receipts: a screenshot of a portal acknowledgement (PNG or JPG) is a receipt as good as a PDF, so the
-- register's stored kinds take them too (the upload checks still decide the kind from the bytes; only receipts
-- may be images). The sign-off queue asks which documents are a filing's receipt, by company and document.
ALTER TABLE documents DROP CONSTRAINT documents_extension_check;
ALTER TABLE documents ADD CONSTRAINT documents_extension_check CHECK (extension IN ('pdf', 'doc', 'docx', 'xls', 'xlsx', 'png', 'jpg'));
CREATE INDEX obligation_occurrences_receipt ON obligation_occurrences (company_id, receipt_document_id) WHERE receipt_document_id IS NOT NULL;
