// The route contract's named pages (docs/decisions/0321-links-into-other-remotes-from-the-route-contract.md). Plain data
// without TypeBox: the shell and mfe-public read it on the first visit.
import type { AreaName } from './federation';

/**
 * Every page that a remote or the shell links to in another remote, by area, at its path relative to the area (as a
 * route list writes it). The owning remote's route list takes its `path` from here, so each is spelled once; a link
 * into another remote is written `pagePath(area, name)`, never as a string (the lint refuses one: links-from-route-contract).
 * Plain quoted values, one object per area and no spreads: build-config/lint-links.mjs reads this object from the text.
 */
export const PAGE_PATHS = {
  public: { home: '', login: 'login', subscription: 'subscription' },
  admin: {
    dashboard: '',
    tasks: 'tasks',
    commandCentre: 'command-centre',
    statutoryCalendar: 'calendar',
    companyProfile: 'company-profile',
    makers: 'panels/maker',
    checkers: 'panels/checker',
    subscription: 'subscription',
    hrCompliance: 'hr-compliance',
    rbiCompliance: 'compliance/rbi',
    mcaCompliance: 'compliance/mca',
    selfAudit: 'self-audit',
  },
  maker: {
    dashboard: '',
    commandCentre: 'command-centre',
    hrCompliance: 'hr-compliance',
    rbiCompliance: 'rbi-compliance',
    mcaCompliance: 'mca-compliance',
    selfAudit: 'self-audit',
  },
  checker: {
    dashboard: '',
    commandCentre: 'command-centre',
    hrCompliance: 'hr-compliance',
    rbiCompliance: 'rbi-compliance',
    mcaCompliance: 'mca-compliance',
    selfAudit: 'self-audit',
  },
  'super-admin': { dashboard: '' },
} as const satisfies Record<AreaName, Record<string, string>>;

/** A page name every one of the areas `A` has (for a link whose area is the viewer's: admin, maker or checker). */
export type PageName<A extends AreaName> = keyof (typeof PAGE_PATHS)[A] & string;

/** The full path of a named page: '/admin/company-profile', '/login', '/'; `query` becomes its search string. */
export function pagePath<A extends AreaName>(area: A, page: PageName<A>, query?: Record<string, string>): string {
  const relative = (PAGE_PATHS[area] as Record<string, string>)[page];
  const base = area === 'public' ? '' : `/${area}`;
  const path = relative ? `${base}/${relative}` : base || '/';
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/** The page of each assessment kind (the sign-off ids: hr, rbi, mca, self-audit), the same name in every team area. */
export const ASSESSMENT_PAGES = { hr: 'hrCompliance', rbi: 'rbiCompliance', mca: 'mcaCompliance', 'self-audit': 'selfAudit' } as const satisfies Record<
  string,
  PageName<'admin'> & PageName<'maker'> & PageName<'checker'>
>;
