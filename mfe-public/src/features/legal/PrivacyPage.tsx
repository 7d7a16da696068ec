import { ContentPage } from '../../components/ContentPage';

export default function PrivacyPage() {
  return (
    <ContentPage title="Privacy Policy" lead="How we collect, use and protect personal data. Last updated 1 November 2025.">
      <h2>What we collect</h2>
      <ul>
        <li>Company details given at registration: name, PAN, CIN, GSTN, address and regulatory details.</li>
        <li>User details: name, e-mail address and role. Passwords are stored only as a one-way hash.</li>
        <li>Compliance records your team enters: tasks, answers, documents and their history.</li>
        <li>Messages you send through the contact form.</li>
      </ul>
      <h2>How we use it</h2>
      <p>Only to provide and secure the service, to bill for it and to answer you. We do not sell personal data or use your compliance records for advertising.</p>
      <h2>Who can see it</h2>
      <p>Users of your company, according to their role, and a small number of our staff when needed to support you. Every change is recorded in an audit trail.</p>
      <h2>Your rights</h2>
      <p>
        In line with the Digital Personal Data Protection Act, 2023, you may ask to see, correct or erase your personal data, and you may withdraw consent. Write to us
        through the Contact Us page; we respond within 30 days.
      </p>
      <h2>Retention and security</h2>
      <p>
        We keep data while your company uses the service and for the period the law requires afterwards. Data is separated by company and access is checked on every
        request.
      </p>
    </ContentPage>
  );
}
