import type { RbiQuestion } from 'shared-contracts';
import type { LibraryInfo } from '../types';

// RBI consolidated its NBFC instructions into entity-wise Master Directions on 28 Nov 2025
// (RBI/DOR/2025-26/339 for scale-based regulation). Paragraph numbers were renumbered, so each
// reference names the 2025 Direction and, where useful, the instrument it replaced.

export const SBR_2025 =
  'RBI (Non-Banking Financial Companies - Registration, Exemptions and Framework for Scale Based Regulation) Directions, 2025 (DOR.FIN.REC.No.258/03.10.119/2025-26, 28 Nov 2025)';
export const RETURNS_2024 = 'Master Direction - RBI (Filing of Supervisory Returns) Directions, 2024 (27 Feb 2024)';
export const KYC = 'RBI Master Direction - Know Your Customer (KYC) Direction, 2016 (as amended and consolidated)';
export const FRAUD_2024 = 'Master Directions on Fraud Risk Management in NBFCs (including HFCs), 15 Jul 2024';
export const IT_2023 = 'Master Direction on Information Technology Governance, Risk, Controls and Assurance Practices, 7 Nov 2023';
export const VERIFY = 'Paragraph numbering changed with the 28 Nov 2025 consolidation: confirm the paragraph in the current text.';

export const rbiSources: LibraryInfo['sources'] = [
  { title: 'RBI (Non-Banking Financial Companies - Registration, Exemptions and Framework for Scale Based Regulation) Directions, 2025', date: '2025-11-28' },
  { title: 'RBI NBFC Master Directions consolidated on 28 Nov 2025 (capital adequacy, governance, credit risk, responsible business conduct, outsourcing)', date: '2025-11-28' },
  { title: 'Master Direction - RBI (Filing of Supervisory Returns) Directions, 2024', date: '2024-02-27' },
  { title: 'Master Directions on Fraud Risk Management in NBFCs, 2024', date: '2024-07-15' },
  { title: 'Streamlining of internal compliance monitoring function - leveraging use of technology (RBI circular)', date: '2024-01-31' },
];

export const rbiQuestion = (questionId: string, area: string, questionText: string, clauseReference: string, explanation: string): RbiQuestion => ({
  questionId,
  area,
  questionText,
  clauseReference,
  explanation,
});

export const areasOf = (questions: RbiQuestion[]) => [...new Set(questions.map((question) => question.area))];
