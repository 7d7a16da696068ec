import { ContentPage } from '../../components/ContentPage';

export default function AboutPage() {
  return (
    <ContentPage title="About Us" lead="We help India's non-banking finance companies stay compliant without drowning in spreadsheets.">
      <h2>Why we exist</h2>
      <p>
        An NBFC answers to the Reserve Bank of India, the Ministry of Corporate Affairs and a long list of labour laws at the same time. In January 2024 the RBI asked
        regulated entities to move their compliance monitoring onto integrated, workflow-based tools. Most small and mid-sized NBFCs still track returns, board approvals
        and HR filings in spreadsheets and e-mail. We built Compliance Management to close that gap.
      </p>
      <h2>What we believe</h2>
      <ul>
        <li>Every obligation should have an owner, a due date and evidence.</li>
        <li>A maker does the work and a checker reviews it: the four-eyes principle, built in.</li>
        <li>Your data belongs to your company alone, and every change to it is recorded.</li>
        <li>Regulations change; checklists are versioned content that we keep current, not code you have to upgrade.</li>
      </ul>
      <h2>Who we serve</h2>
      <p>
        Base, middle and upper layer NBFCs, core investment companies and housing finance companies across India, along with their compliance officers, company
        secretaries, HR teams and the consultants who support them.
      </p>
    </ContentPage>
  );
}
