import { ContentPage } from '../../components/ContentPage';
import { PRODUCT_TOUR } from '../home/productTour';

const FEATURES = [
  ['Task assignment', 'Admins assign compliance tasks to makers and checkers with a priority and due date; overdue work is flagged automatically.'],
  ['RBI compliance', 'Question banks for your NBFC layer, with the clause each question rests on and progress saved as you answer.'],
  ['MCA compliance', 'Companies Act duties from board meetings and the AGM to AOC-4, MGT-7 and DIR-3 KYC, in one checklist.'],
  ['HR compliance', 'PF, ESI, professional tax, bonus, gratuity, POSH and the new Labour Codes, tagged with the old Act and the new Code.'],
  ['Self-audit', 'A readiness check by area for your entity type, so you know where you stand before the auditor arrives.'],
  ['Document management', 'Upload policies, returns and evidence against the checklist item they prove; files are checked and kept private.'],
  ['Risk assessment', 'A register of risks with likelihood, impact and owners, reviewed on a schedule.'],
  ['Compliance updates', 'New RBI, MCA and labour-law updates, explained, in one feed for the whole team.'],
] as const;

export default function FeaturesPage() {
  return (
    <ContentPage title="Features" lead="Everything an NBFC compliance team needs, from the first task to the audit file.">
      {PRODUCT_TOUR.map(({ title, text }) => (
        <section key={title}>
          <h2>{title}</h2>
          <p>{text}</p>
        </section>
      ))}
      {FEATURES.map(([title, text]) => (
        <section key={title}>
          <h2>{title}</h2>
          <p>{text}</p>
        </section>
      ))}
    </ContentPage>
  );
}
