/**
 * NBFC types a company declares at registration: the RBI scale-based-regulation layers and the
 * two special categories that have their own RBI question banks.
 */
export const NBFC_TYPES = ['Base layer', 'Middle layer', 'Upper layer', 'Core Investment Companies', 'Housing Finance Companies'] as const;
export type NbfcType = (typeof NBFC_TYPES)[number];

export const isNbfcType = (value: unknown): value is NbfcType => (NBFC_TYPES as readonly unknown[]).includes(value);

/** Self-audit entity types, spelled as the screens show them; the default comes first. */
export const SELF_AUDIT_ENTITY_TYPES = ['NBFC Below 500CR', 'NBFC Above 500CR', 'Middle Layer NBFC', 'Core Investment Company'] as const;
export type SelfAuditEntityType = (typeof SELF_AUDIT_ENTITY_TYPES)[number];
export const DEFAULT_SELF_AUDIT_ENTITY_TYPE: SelfAuditEntityType = 'NBFC Below 500CR';

/** Document-checklist categories, spelled as the RBI and document screens show them. */
export const DOCUMENT_NBFC_TYPES = ['NBFC below 500Cr', 'NBFC above 500Cr', 'Middle layer NBFC', 'Core Investment Company'] as const;
export type DocumentNbfcType = (typeof DOCUMENT_NBFC_TYPES)[number];

/** Asset size is entered in crore rupees at registration. */
const ABOVE_500_CR = 500;

/** Which checklist an NBFC follows, from its layer and asset size (in crore). */
export function documentTypeFor(nbfcType: string | null | undefined, assetSizeCr: number | null | undefined): DocumentNbfcType | null {
  switch (nbfcType) {
    case 'Core Investment Companies':
      return 'Core Investment Company';
    case 'Middle layer':
    case 'Upper layer':
    case 'Housing Finance Companies':
      return 'Middle layer NBFC';
    case 'Base layer':
      return (assetSizeCr ?? 0) >= ABOVE_500_CR ? 'NBFC above 500Cr' : 'NBFC below 500Cr';
    default:
      return null;
  }
}

export function selfAuditTypeFor(nbfcType: string | null | undefined, assetSizeCr: number | null | undefined): SelfAuditEntityType {
  const doc = documentTypeFor(nbfcType, assetSizeCr);
  switch (doc) {
    case 'Core Investment Company':
      return 'Core Investment Company';
    case 'Middle layer NBFC':
      return 'Middle Layer NBFC';
    case 'NBFC above 500Cr':
      return 'NBFC Above 500CR';
    default:
      return DEFAULT_SELF_AUDIT_ENTITY_TYPE;
  }
}
