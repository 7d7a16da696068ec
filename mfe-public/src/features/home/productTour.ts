/**
 * What the signed-in product does, told from its own screens: the Command Centre, the statutory calendar, filing
 * proof, reminders and the board report. Shown on the home page and at the top of Features.
 */
export const PRODUCT_TOUR = [
  {
    title: 'Command Centre',
    text: 'One screen for the compliance head: counts of what is due, overdue and awaiting sign-off, every due date by month or as a list with its owner and checker, a compliance score with its trend, and exports to CSV, Excel and your calendar app.',
  },
  {
    title: 'Statutory calendar',
    text: 'RBI returns, MCA e-forms, GST, TDS, PF, ESI, professional tax and labour welfare fund: the due dates that apply to your company, worked out from your layer, your states and your registrations, each citing the circular or section it comes from.',
  },
  {
    title: 'Filing proof',
    text: 'A maker records each filing with the date, the acknowledgement number and the receipt; a checker signs it off. The proof stays with the filing for the auditor and the inspector.',
  },
  {
    title: 'Reminders',
    text: 'Owners are reminded by e-mail and in the app as a due date comes near and again the day before; overdue filings are escalated to the checker and the administrator, with a daily digest.',
  },
  {
    title: 'Board report',
    text: 'A PDF for the board each financial year: the assessment scores, every statutory filing with the on-time rate and the late ones, open exceptions and sign-offs.',
  },
] as const;
