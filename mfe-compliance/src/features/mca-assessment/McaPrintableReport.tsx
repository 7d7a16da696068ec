import styled, { createGlobalStyle } from 'styled-components';
import type { McaSection } from 'shared-contracts';
import { overallStats, sectionStats, type McaAnswers } from './mcaReport';
import { DataTable, formatDateTime, formatPeriod, type Column } from 'shared-ui';

/** While the MCA page is open, printing shows only the report. */
const PrintOnlyReport = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    #mca-printable-report, #mca-printable-report * { visibility: visible; }
    #mca-printable-report { display: block !important; position: absolute; left: 0; top: 0; width: 100%; }
  }
`;

const Sheet = styled.article`
  display: none;
  font-size: 11pt;
`;

type Question = McaSection['questions'][number];

const columns = (answers: McaAnswers): Array<Column<Question>> => [
  { header: 'ID', cell: (q) => q.id },
  { header: 'Question', cell: (q) => q.question },
  { header: 'Status', cell: (q) => answers[q.id]?.status ?? 'Not answered' },
  { header: 'Remarks', cell: (q) => answers[q.id]?.remarks ?? '' },
];

export function McaPrintableReport({ sections, answers, company, period }: { sections: McaSection[]; answers: McaAnswers; company: string; period?: string }) {
  const overall = overallStats(sections, answers);
  return (
    <>
      <PrintOnlyReport />
      <Sheet id="mca-printable-report" aria-hidden="true">
        <h1>MCA Compliance Assessment Report</h1>
        <p>
          {company && <>Company: {company} · </>}
          {period && <>Period: {formatPeriod(period)} · </>}Generated {formatDateTime(new Date())} · Progress {overall.answered}/{overall.total} ({overall.percent}%) ·
          Yes {overall.yes} · No {overall.no} · N/A {overall.na}
        </p>
        {sections.map((section) => {
          const stats = sectionStats(section, answers);
          return (
            <section key={section.sectionId}>
              <h2>
                {section.sectionId} {section.title} ({stats.answered}/{stats.total})
              </h2>
              <DataTable look="ruled" columns={columns(answers)} rows={section.questions} rowKey={(q) => q.id} />
            </section>
          );
        })}
      </Sheet>
    </>
  );
}
