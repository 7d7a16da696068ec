-- Regulatory change management (docs/decisions/0045-regulatory-change-management.md): feed updates name the library items they change, and a
-- company acknowledges the library releases (library id + version) it has reviewed in "What changed for us".

CREATE TABLE compliance_update_items (
  update_id uuid NOT NULL REFERENCES compliance_updates(id) ON DELETE CASCADE,
  -- A stable content item id (api/content/*.json); kept as text so a retired item's updates stay readable.
  item_id text NOT NULL,
  PRIMARY KEY (update_id, item_id)
);
CREATE INDEX compliance_update_items_item ON compliance_update_items (item_id);

CREATE TABLE regulatory_change_acknowledgements (
  company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  library_id text NOT NULL,
  version text NOT NULL,
  acknowledged_by uuid REFERENCES users(id) ON DELETE SET NULL,
  acknowledged_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (company_id, library_id, version)
);

-- The two 2026 RBI changes that had not reached the feed, and the items of library 2026.11.2 they change.
INSERT INTO compliance_updates (type, title, description, body, published_on, category, priority, source, source_url) VALUES
('regulatory', 'Scale Based Regulation amended: Type I and Type II NBFCs from 1 July 2026',
 'The SBR Amendment Directions, 2026 split NBFCs into Type I and Type II; "Unregistered Type I" NBFCs are exempt from registration and the reserve fund.',
 'The RBI (Non-Banking Financial Companies - Registration, Exemptions and Framework for Scale Based Regulation) Amendment Directions, 2026 (RBI/2026-27/43, 29 April 2026) apply from 1 July 2026. NBFCs are classified as Type I (no public funds and no customer interface) or Type II. A Type I NBFC with assets below Rs 1,000 crore at group level ("Unregistered Type I") is exempt from registration under section 45-IA and from the reserve fund under section 45-IC of the RBI Act, 1934. Action: record the company''s type with the evidence for each condition, answer RBI-BL-01 and RBI-BL-06 Not applicable only as an Unregistered Type I NBFC, and review the classification in RBI-BL-02 whenever public funds or a customer interface are taken on.',
 '2026-04-29', 'RBI', 'high', 'RBI/2026-27/43', 'https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=13407'),
('regulatory', 'Related-party lending replaces the loans-to-directors rules from 1 April 2026',
 'The NBFC Credit Risk Management Amendment Directions, 2026 widen the related-party definition and set Board-approval thresholds by layer.',
 'The RBI (Non-Banking Financial Companies - Credit Risk Management) Amendment Directions, 2026, issued on 5 January 2026 and in force from 1 April 2026, replace the instructions on loans to directors, senior officers and their relatives with a framework for lending to related parties: a wider definition of related party, approval by the Board (or a committee) above thresholds that depend on the layer, recusal of interested directors, and disclosure. Action: adopt a Board-approved related-party lending policy, rebuild the related-party register, and review RBI-BL-07, MCA-G3, the self-audit policy item and the document checklist, which now ask for it.',
 '2026-01-05', 'RBI', 'high', 'NBFC Credit Risk Management Amendment Directions, 2026', 'https://www.rbi.org.in/Scripts/BS_ViewMasterDirections.aspx');

INSERT INTO compliance_update_items (update_id, item_id)
SELECT u.id, i.item_id
  FROM compliance_updates u
  JOIN (VALUES
    ('Scale Based Regulation amended: Type I and Type II NBFCs from 1 July 2026', 'RBI-BL-01'),
    ('Scale Based Regulation amended: Type I and Type II NBFCs from 1 July 2026', 'RBI-BL-02'),
    ('Scale Based Regulation amended: Type I and Type II NBFCs from 1 July 2026', 'RBI-BL-06'),
    ('Related-party lending replaces the loans-to-directors rules from 1 April 2026', 'RBI-BL-07'),
    ('Related-party lending replaces the loans-to-directors rules from 1 April 2026', 'MCA-G3'),
    ('Related-party lending replaces the loans-to-directors rules from 1 April 2026', 'SA-POL-DIRECTORS-LOANS'),
    ('Related-party lending replaces the loans-to-directors rules from 1 April 2026', 'DOC-POLICY-ON-LOANS-TO-DIRECTORS-AND-SENIOR-OFFICERS'),
    ('Related-party lending replaces the loans-to-directors rules from 1 April 2026', 'DOC-RELATED-PARTY-LENDING-POLICY'),
    ('Reserve Bank - Integrated Ombudsman Scheme, 2026 in force from 1 July 2026', 'RBI-BL-09'),
    ('Reserve Bank - Integrated Ombudsman Scheme, 2026 in force from 1 July 2026', 'RBI-BL-22'),
    ('Reserve Bank - Integrated Ombudsman Scheme, 2026 in force from 1 July 2026', 'RBI-HFC-17'),
    ('Reserve Bank - Integrated Ombudsman Scheme, 2026 in force from 1 July 2026', 'OBL-RBI-GRIEVANCE'),
    ('Income-tax Act, 2025 applies from 1 April 2026', 'HR-17')
  ) AS i(title, item_id) ON i.title = u.title
ON CONFLICT DO NOTHING;

-- The 2026 Scheme does not reach every NBFC: the feed note says so (HFCs escalate to NHB).
UPDATE compliance_updates
   SET body = body || ' Who is covered: deposit-taking NBFCs, and NBFCs with customer interface and assets of Rs 100 crore or more; Housing Finance Companies (their customers escalate to the National Housing Bank), Core Investment Companies, IDF-NBFCs, IFCs, NOFHCs and NBFCs under liquidation are outside the Scheme.'
 WHERE title = 'Reserve Bank - Integrated Ombudsman Scheme, 2026 in force from 1 July 2026'
   AND body NOT LIKE '%Who is covered:%';
