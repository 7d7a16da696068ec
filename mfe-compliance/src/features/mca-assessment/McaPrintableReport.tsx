import styled, { createGlobalStyle } from 'styled-components';
import type { McaSection } from 'shared-contracts';
import { overallStats, sectionStats, type McaAnswers } from './mcaReport';
import { formatDateTime } from 'shared-ui';

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
  & table {
    width: 100%;
    border-collapse: collapse;
    margin-bottom: 1rem;
  }
  & th,
  & td {
    border: 1px solid #999;
    padding: 4px 6px;
    text-align: left;
    vertical-align: top;
  }
`;

export function McaPrintableReport({ sections, answers, company, period }: { sections: McaSection[]; answers: McaAnswers; company: string; period?: string }) {
  const overall = overallStats(sections, answers);
  return (
    <>
      <PrintOnlyReport />
      <Sheet id="mca-printable-report" aria-hidden="true">
        <h1>MCA Compliance Assessment Report</h1>
        <p>
          {company && <>Company: {company} · </>}
          {period && <>Period: {period} · </>}Generated {formatDateTime(new Date())} · Progress {overall.answered}/{overall.total} ({overall.percent}%) · Yes{' '}
          {overall.yes} · No {overall.no} · N/A {overall.na}
        </p>
        {sections.map((section) => {
          const stats = sectionStats(section, answers);
          return (
            <section key={section.sectionId}>
              <h2>
                {section.sectionId} {section.title} ({stats.answered}/{stats.total})
              </h2>
              <table>
                <thead>
                  <tr>
                    <th>ID</th>
                    <th>Question</th>
                    <th>Status</th>
                    <th>Remarks</th>
                  </tr>
                </thead>
                <tbody>
                  {section.questions.map((q) => (
                    <tr key={q.id}>
                      <td>{q.id}</td>
                      <td>{q.question}</td>
                      <td>{answers[q.id]?.status ?? 'Not answered'}</td>
                      <td>{answers[q.id]?.remarks ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          );
        })}
      </Sheet>
    </>
  );
}
