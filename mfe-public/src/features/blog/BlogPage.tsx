import { ContentPage } from '../../components/ContentPage';
import { formatDate } from 'shared-ui';

const POSTS = [
  {
    title: "RBI's push for technology-led compliance monitoring: what it means for your NBFC",
    date: '2025-12-08',
    summary:
      'The RBI circular of 31 January 2024 asks regulated entities to run compliance monitoring on integrated, workflow-based tools. We explain what an examiner expects to see: owners, due dates, escalation and an audit trail.',
  },
  {
    title: 'Scale-based regulation in one page: base, middle and upper layer duties',
    date: '2025-11-24',
    summary:
      'Which returns, committees and policies apply at each layer, from DNBS02 for base-layer NBFCs to the Chief Compliance Officer and ICAAP in the middle layer.',
  },
  {
    title: 'The Labour Codes are in force: an HR compliance checklist for NBFCs',
    date: '2025-11-28',
    summary:
      'The four Labour Codes took effect on 21 November 2025. What changes for wages, gratuity for fixed-term staff and appointment letters, and why you still follow the old Acts while the rules are notified.',
  },
  {
    title: 'Your MCA calendar for the year: from MSME-1 to MGT-7',
    date: '2025-10-15',
    summary: 'Board meetings, the AGM and every annual e-form with its due date, so your company secretary never pays the Rs 100-a-day late fee.',
  },
] as const;

export default function BlogPage() {
  return (
    <ContentPage title="Blog" lead="Practical guidance on RBI, MCA and HR compliance for NBFC teams.">
      {POSTS.map((post) => (
        <article key={post.title} style={{ borderBottom: '1px solid #d1d5db', paddingBottom: '1rem' }}>
          <h2>{post.title}</h2>
          <p style={{ color: '#4b5563', margin: 0 }}>
            <time dateTime={post.date}>{formatDate(post.date, 'long')}</time>
          </p>
          <p>{post.summary}</p>
        </article>
      ))}
    </ContentPage>
  );
}
