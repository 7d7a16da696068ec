/** The blog's posts, newest first on the list; each opens at /blog/<slug>. */
export interface BlogPost {
  slug: string;
  title: string;
  date: string;
  summary: string;
  body: readonly string[];
}

export const POSTS: readonly BlogPost[] = [
  {
    slug: 'technology-led-compliance-monitoring',
    title: "RBI's push for technology-led compliance monitoring: what it means for your NBFC",
    date: '2025-12-08',
    summary:
      'The RBI circular of 31 January 2024 asks regulated entities to run compliance monitoring on integrated, workflow-based tools. We explain what an examiner expects to see: owners, due dates, escalation and an audit trail.',
    body: [
      'The RBI circular of 31 January 2024 on streamlining the internal compliance monitoring function asks regulated entities to move compliance monitoring off spreadsheets and e-mail and onto integrated, workflow-based tools.',
      'In practice an examiner looks for four things. Every requirement has an owner. Every owner has a due date, and the tool reminds them before it. A miss is escalated to someone senior without anyone having to notice it. And each step, from the filing to the checker’s sign-off, leaves a record that cannot be rewritten later.',
      'Start with the obligations that apply to you, name an owner and a checker for each, and keep the proof of every filing next to it. That is what a statutory calendar with maker-checker sign-off gives you, and what the board report summarises each year.',
    ],
  },
  {
    slug: 'scale-based-regulation-in-one-page',
    title: 'Scale-based regulation in one page: base, middle and upper layer duties',
    date: '2025-11-24',
    summary:
      'Which returns, committees and policies apply at each layer, from DNBS02 for base-layer NBFCs to the Chief Compliance Officer and ICAAP in the middle layer.',
    body: [
      'Under scale-based regulation an NBFC’s duties grow with its layer. A base-layer company keeps to the core returns, such as DNBS02, and the policies every NBFC needs: fair practices, KYC and grievance redressal.',
      'A middle-layer company adds a Chief Compliance Officer and a board-approved compliance policy, an internal capital adequacy assessment (ICAAP), and stricter governance of its committees and senior management.',
      'The upper layer adds the most: common equity tier 1 capital, leverage limits and listing within three years of being identified. Knowing your layer is the first step to knowing your calendar.',
    ],
  },
  {
    slug: 'labour-codes-hr-checklist',
    title: 'The Labour Codes are in force: an HR compliance checklist for NBFCs',
    date: '2025-11-28',
    summary:
      'The four Labour Codes took effect on 21 November 2025. What changes for wages, gratuity for fixed-term staff and appointment letters, and why you still follow the old Acts while the rules are notified.',
    body: [
      'The four Labour Codes, on wages, industrial relations, social security and occupational safety, took effect on 21 November 2025.',
      'Three changes reach every NBFC’s HR desk first: the single definition of wages that decides PF and gratuity contributions, gratuity for fixed-term employees after one year, and appointment letters for every employee.',
      'Until the states and the Centre notify their rules under the Codes, the rules and forms under the old Acts continue where they are not inconsistent with the Codes. Keep both in view: your checklist should name the old Act and the new Code for each duty.',
    ],
  },
  {
    slug: 'mca-calendar-msme-1-to-mgt-7',
    title: 'Your MCA calendar for the year: from MSME-1 to MGT-7',
    date: '2025-10-15',
    summary: 'Board meetings, the AGM and every annual e-form with its due date, so your company secretary never pays the Rs 100-a-day late fee.',
    body: [
      'A company’s year with the MCA runs from the half-yearly MSME-1 returns on dues to micro and small suppliers, through DIR-3 KYC of directors, to the AGM and the two annual e-forms that follow it.',
      'AOC-4, the financial statements, is due within 30 days of the AGM; MGT-7, the annual return, within 60 days. Each day of delay costs an additional fee of Rs 100 per form.',
      'Put the board meetings and the AGM on the calendar first: the other dates follow from them.',
    ],
  },
];
