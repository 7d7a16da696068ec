-- Recurring deadlines of the updates feed are items of api/content/deadlines.json: each row names
-- its library item, and the server rolls its dates forward (they were fixed at install time).
ALTER TABLE compliance_updates ADD COLUMN library_item_id text UNIQUE;

UPDATE compliance_updates SET library_item_id = m.item_id
  FROM (VALUES
    ('Quarterly DNBS returns due within 21 days of the quarter end', 'FEED-DNBS-QUARTERLY'),
    ('Monthly DNBS04B structural liquidity return due by the 15th', 'FEED-DNBS04B-MONTHLY'),
    ('EPF and ESI contributions and returns due by the 15th', 'FEED-EPF-ESI-MONTHLY'),
    ('DIR-3 KYC of every director due by 30 September', 'FEED-DIR3-KYC'),
    ('DPT-3 return of deposits due by 30 June', 'FEED-DPT3'),
    ('MSME-1 half-yearly return due by 30 April and 31 October', 'FEED-MSME1'),
    ('POSH annual report to the District Officer by 31 January', 'FEED-POSH-ANNUAL-REPORT')
  ) AS m (title, item_id)
 WHERE compliance_updates.type = 'deadline' AND compliance_updates.published_by IS NULL AND compliance_updates.title = m.title;
