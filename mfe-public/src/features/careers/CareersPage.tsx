import { Link } from 'react-router-dom';
import { ContentPage } from '../../components/ContentPage';
import { theme } from 'shared-ui';

const ROLES = [
  [
    'Compliance Content Specialist (RBI)',
    'Mumbai or remote',
    'Keep our RBI question banks current with each Master Direction and circular; CS or CA with NBFC experience preferred.',
  ],
  ['Customer Success Manager', 'Bengaluru', 'Help NBFC compliance teams set up their company, users and checklists, and make their first audit a calm one.'],
  [
    'Full-stack Engineer (TypeScript)',
    'Remote, India',
    'Build the product end to end: React front ends, a Node API and PostgreSQL, with security and accessibility as defaults.',
  ],
] as const;

export default function CareersPage() {
  return (
    <ContentPage title="Careers" lead="Join a small team making regulatory compliance simpler for India's financial companies.">
      <h2>Open positions</h2>
      <ul>
        {ROLES.map(([title, place, text]) => (
          <li key={title} style={{ marginBottom: theme.space.md }}>
            <strong>{title}</strong> · {place}
            <br />
            {text}
          </li>
        ))}
      </ul>
      <h2>How to apply</h2>
      <p>
        Write to us through the <Link to="/contact-us">Contact Us</Link> page with the subject "Careers", the role you are interested in and a link to your CV. We reply
        to every application within two weeks.
      </p>
    </ContentPage>
  );
}
