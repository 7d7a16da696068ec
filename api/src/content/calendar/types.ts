import type { IndianState, ListingStatus, NbfcLayer, ObligationFacts } from 'shared-contracts';

/** The special NBFC categories registration records besides the layer. */
export type NbfcCategory = 'CIC' | 'HFC';

/** The profile facts an obligation's applicability reads. */
export interface ProfileFacts {
  layer: NbfcLayer;
  assetSizeCr: number;
  depositTaking: boolean;
  listing: ListingStatus;
  headcount: number;
  states: IndianState[];
  fyStartMonth: number;
  category: NbfcCategory | null;
}

/** All of its fields must hold; an obligation applies when any one of its conditions holds. */
export interface Condition {
  layers?: NbfcLayer[];
  minAssetCr?: number;
  listing?: ListingStatus[];
  minHeadcount?: number;
  state?: IndianState;
  categories?: NbfcCategory[];
  notCategories?: NbfcCategory[];
}

/** `{Y}` is replaced by the due date's year, `{Y-1}` by the year before. */
export interface FixedDate {
  month: number;
  day: number;
  period: string;
}

export type DueRule =
  /** For each month, due on `day` of the next month ('last' = its last day); `sameMonth` for the month itself. */
  | { kind: 'monthly'; day: number | 'last'; sameMonth?: boolean; marchDueDay?: { month: number; day: number } }
  /** For each calendar quarter (to Jun, Sep, Dec, Mar), due `daysAfter` its end (`q4DaysAfter` for the March quarter). */
  | { kind: 'quarterly'; daysAfter: number; q4DaysAfter?: number }
  /** The same dates every year. */
  | { kind: 'fixed'; dates: FixedDate[] }
  /** Once a financial year: the last day of the month `monthsAfterFyEnd` after the year ends, plus `daysAfter`. */
  | { kind: 'financial-year'; monthsAfterFyEnd: number; daysAfter?: number };

/** An obligation of the calendar library: the facts every answer names (ObligationFacts) and its rules. */
export type Obligation = ObligationFacts & {
  rule: DueRule;
  /** Empty: every company. */
  appliesWhen: Condition[];
  note?: string;
};
