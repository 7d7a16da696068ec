import type { AccordionItem } from '../../components/Accordion';

/** The four questions of the home page's FAQ (docs/specifications.md, A §1). */
export const HOME_FAQ: readonly AccordionItem[] = [
  {
    question: 'What is compliance management software?',
    answer:
      'It is a single place to record every regulatory obligation your company has, assign each one to a person, track it to its due date and keep the evidence. For an NBFC that means RBI returns and directions, Companies Act filings with the MCA and labour-law duties such as PF, ESI and POSH, instead of spreadsheets and e-mail reminders.',
  },
  {
    question: 'How does it improve efficiency?',
    answer:
      'Makers and checkers see only their own tasks with priorities and due dates, the admin sees the whole team at a glance, and assessments save progress as you go. Overdue items are flagged automatically, so no one has to chase status updates before a board meeting or an RBI inspection.',
  },
  {
    question: 'Is it suitable for all industries?',
    answer:
      'It is built first for Indian NBFCs of every layer, with RBI, MCA and HR checklists ready to use. The task assignment, document management and HR compliance modules work for any Indian company, and you can choose the regulators that apply to you, from SEBI and IRDA to FSSAI and ROC, when you register.',
  },
  {
    question: 'Can it help with audit preparation?',
    answer:
      'Yes. Every answer, upload and status change is recorded with who made it and when, documents are kept against the checklist item they prove, and the self-audit shows your readiness by area. When the statutory or internal auditor arrives, the evidence is already organised.',
  },
];
