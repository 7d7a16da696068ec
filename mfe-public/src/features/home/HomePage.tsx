import styled from 'styled-components';
import { space } from 'shared-ui/first-paint';
import { Accordion } from '../../components/Accordion';
import { useSiteSettings } from '../../components/useSiteSettings';
import { HOME_FAQ } from './faqItems';
import { Hero } from './Hero';
import { CustomisableBanner, HowItWorks, ProductTour, SecurityBanner } from './HomeSections';
import { WhatsAppBanner } from './WhatsAppBanner';

const Faq = styled.section`
  max-width: 860px;
  margin: 0 auto;
  padding: 3rem ${space('md')};
  & h2 {
    text-align: center;
    font-size: clamp(1.4rem, 4vw, 2rem);
  }
`;

/** The public home page at / (docs/specifications.md, A §2 "Public"). */
export default function HomePage() {
  const settings = useSiteSettings();
  const trialDays = settings.status === 'ready' ? settings.settings.trialDays : 7;
  return (
    <>
      <Hero trialDays={trialDays} />
      <HowItWorks />
      <ProductTour />
      <SecurityBanner />
      <CustomisableBanner />
      <WhatsAppBanner settings={settings} />
      <Faq aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <Accordion items={HOME_FAQ} />
      </Faq>
    </>
  );
}
