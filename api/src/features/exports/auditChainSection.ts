import { formatExportTime } from 'shared-contracts';
import type { ChainVerification, SignedCheckpoint } from '../audit/chain';
import { chainStatement } from './assessmentPack';
import { heading, paragraph, table, type Pdf } from './pdfLayout';

/**
 * The printed audit-chain section of the pack and the company report: the verification in one sentence, then the
 * latest signed checkpoints (docs/decisions/0047-security-to-asvs-level-2.md: the chain head anchored outside the database is kept in the export too),
 * so an auditor can match them against the checkpoint e-mails the admins received.
 */
export function auditChainSection(doc: Pdf, chain: ChainVerification, checkpoints: SignedCheckpoint[], generatedAt: Date) {
  heading(doc, 'Audit-chain verification');
  paragraph(doc, chainStatement(chain, generatedAt));
  heading(doc, 'Signed checkpoints', 2);
  if (checkpoints.length === 0) {
    paragraph(doc, 'No signed checkpoint has been written for this trail yet (one is written and mailed to the admins each day the trail moves).', {
      muted: true,
    });
    return;
  }
  paragraph(
    doc,
    'Each checkpoint was signed with the audit key, which is kept outside the database, and mailed to the company admins when it was written. A matching e-mail proves the trail up to that event was not rewritten since.',
    { muted: true },
  );
  table(
    doc,
    [
      { header: 'Written', width: 0.2 },
      { header: 'Event', width: 0.08 },
      { header: 'Chain hash', width: 0.36 },
      { header: 'Signature (HMAC-SHA-256)', width: 0.36 },
    ],
    checkpoints.map((c) => [formatExportTime(c.writtenAt), `#${c.seq}`, c.hash, c.mac]),
    { size: 7 },
  );
}
