import { Link } from 'react-router-dom';
import { Accordion, type AccordionItem } from '../../components/Accordion';
import { ContentPage } from '../../components/ContentPage';
import { theme } from 'shared-ui';

const QUESTIONS: readonly AccordionItem[] = [
  {
    question: 'How long is the free trial?',
    answer: 'Every new company gets a 7-day free trial with all features. No credit card is required to start.',
  },
  {
    question: 'Who can register a company?',
    answer:
      'Anyone authorised by the company. Registration asks for the company details, its address and NBFC type, and creates the administrator account for the person registering.',
  },
  {
    question: 'What is the difference between a maker and a checker?',
    answer:
      'A maker does the compliance work: answers assessments, uploads evidence and completes tasks. A checker reviews that work. The administrator creates both and assigns tasks to them.',
  },
  {
    question: 'Which regulations are covered?',
    answer:
      'RBI directions and returns by NBFC layer, Companies Act (MCA) filings and board duties, and HR and labour-law obligations including the new Labour Codes. Each question cites the rule it rests on.',
  },
  {
    question: 'Is our data shared with other companies?',
    answer: 'No. Every record belongs to your company, every request is checked on our servers, and no other company can see it.',
  },
  {
    question: 'How do we pay?',
    answer: 'Choose a plan on the Pricing page and pay online through PayU by card, UPI or net banking. You receive the receipt by e-mail.',
  },
];

export default function FaqPage() {
  return (
    <ContentPage title="Frequently Asked Questions" lead="Answers to what NBFC teams ask us most often.">
      <Accordion items={QUESTIONS} />
      <p style={{ marginTop: theme.space.lg }}>
        Still have a question? <Link to="/contact-us">Contact us</Link>.
      </p>
    </ContentPage>
  );
}
