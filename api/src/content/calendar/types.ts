import type { CompanyEventKind, ItemVerification, IndianState, ListingStatus, NbfcLayer, ObligationFacts } from 'shared-contracts';

/** The special NBFC categories registration records besides the layer. */
export type NbfcCategory = 'CIC' | 'HFC';

/** Yes/no facts of the compliance profile an obligation may require (all listed must hold). */
export const PROFILE_FLAGS = [
  'debtListed',
  'borrowings100Cr',
  'csrApplies',
  'rule9bApplies',
  'taxAuditRequired',
  'sftReporting',
  'largeCorporate',
  'gstRegistered',
  'isdRegistered',
  'crilcReporting',
  'foreignInvestment',
  'ecbBorrower',
] as const;
export type ProfileFlag = (typeof PROFILE_FLAGS)[number];

export interface DirectorFacts {
  name: string;
  din: string;
  /** Calendar year of the director's last DIR-3 KYC filing (or of the DIN's allotment when none yet). */
  lastKycYear: number;
}

export interface EventFacts {
  kind: CompanyEventKind;
  /** YYYY-MM-DD */
  date: string;
}

/** The profile facts an obligation's applicability and dates read. */
export interface ProfileFacts {
  layer: NbfcLayer;
  assetSizeCr: number;
  depositTaking: boolean;
  listing: ListingStatus;
  headcount: number;
  states: IndianState[];
  fyStartMonth: number;
  category: NbfcCategory | null;
  /** Unset flags are false. */
  flags?: Partial<Record<ProfileFlag, boolean>>;
  gstStates?: IndianState[];
  directors?: DirectorFacts[];
  events?: EventFacts[];
}

/** All of its fields must hold; an obligation applies when any one of its conditions holds. */
export interface Condition {
  layers?: NbfcLayer[];
  minAssetCr?: number;
  maxAssetCr?: number;
  depositTaking?: boolean;
  listing?: ListingStatus[];
  minHeadcount?: number;
  state?: IndianState;
  categories?: NbfcCategory[];
  notCategories?: NbfcCategory[];
  flags?: ProfileFlag[];
}

/** `{Y}` is replaced by the due date's year, `{Y-1}` by the year before, `{Y+1}` by the year after. */
export interface FixedDate {
  month: number;
  day: number;
  period: string;
  /** The end of the period the date is for ({Y}-relative): decides which rule was in force. Default: the due date. */
  periodEnd?: { month: number; day: number; yearOffset: number };
}

/** One reference date of a month ('last' = its last day) and how long after it the data is due; `label` names the submission. */
export interface ReferenceDate {
  day: number | 'last';
  daysAfter: number;
  label: string;
}

export type DueRule =
  /** For each month, due on `day` of the next month ('last' = its last day); `sameMonth` for the month itself. */
  | { kind: 'monthly'; day: number | 'last'; sameMonth?: boolean; marchDueDay?: { month: number; day: number } }
  /** For each calendar quarter (to Jun, Sep, Dec, Mar), due `daysAfter` its end (`q4DaysAfter` for the March quarter). */
  | { kind: 'quarterly'; daysAfter: number; q4DaysAfter?: number }
  /** The same dates every year. */
  | { kind: 'fixed'; dates: FixedDate[] }
  /**
   * Once a financial year: the last day of the month `monthsAfterFyEnd` after the year ends, plus `daysAfter`.
   * `yearStartMonth` fixes the year (4 for tax and GST years) whatever the company's own financial year.
   */
  | {
      kind: 'financial-year';
      monthsAfterFyEnd: number;
      daysAfter?: number;
      yearStartMonth?: number;
      /** When the company recorded this event after the year end (its AGM), due `daysAfter` it instead. */
      afterEvent?: { event: CompanyEventKind; daysAfter: number };
    }
  /** Weeks ending on `weekEndsOn` (0 Sunday - 6 Saturday), due `daysAfter` the week end. */
  | { kind: 'weekly'; weekEndsOn: number; daysAfter: number }
  /** Fortnights 1st-15th and 16th-month end, due `daysAfter` the fortnight end. */
  | { kind: 'fortnightly'; daysAfter: number }
  /**
   * Several reference dates in every month (data "as on" that day), each due `daysAfter` it: the credit-information
   * cycle of 9th, 16th, 23rd (incremental, 4 days) and the month end (full file, by the 5th).
   */
  | { kind: 'reference-dates'; dates: ReferenceDate[] }
  /** Halves of the financial year (`yearStartMonth` or the company's), due `daysAfter` the half end (`h2DaysAfter` for the second). */
  | { kind: 'half-yearly'; daysAfter: number; h2DaysAfter?: number; yearStartMonth?: number }
  /**
   * Within `daysAfter` days (Monday-Friday days when `workingDays`) or `monthsAfter` months of each recorded event of
   * `event`; with `before`, at least that many days before it (a prior intimation, a record date's notice).
   */
  | { kind: 'event'; event: CompanyEventKind; daysAfter: number; monthsAfter?: number; before?: boolean; workingDays?: boolean }
  /** Per director: every `everyYears` years from the director's last filing year, on month/day. */
  | { kind: 'director-cycle'; everyYears: number; month: number; day: number };

export type DueRuleKind = DueRule['kind'];

/** One wording and rule of an obligation, in force from `effectiveFrom` to `effectiveTo` (inclusive; null = open). */
export interface ObligationVariant {
  version: string;
  title: string;
  frequency: string;
  citation: string;
  sourceUrl: string;
  note?: string;
  rule: DueRule;
  /** Empty: every company. */
  appliesWhen: Condition[];
  effectiveFrom: string;
  effectiveTo: string | null;
}

/**
 * An obligation of the calendar library: the facts every answer names (ObligationFacts, of its latest
 * variant) and its rules. `variants` lists every wording in force at some time, oldest first; the calendar
 * uses, for each period, the one in force at the period's end.
 */
export type Obligation = Omit<ObligationFacts, 'verification'> &
  Omit<ObligationVariant, 'title' | 'version' | 'frequency' | 'citation' | 'sourceUrl'> & {
    /** Internal: the date decides; not a statutory due date of its own (shown as internal). */
    internal?: boolean;
    variants: ObligationVariant[];
    libraryId: string;
    /** How the obligation (its wording in force now) was established. */
    verification?: ItemVerification;
  };
