import { space } from 'shared-ui/first-paint';
import styled from 'styled-components';
import type { SiteSettingsState } from '../../components/useSiteSettings';

export const WHATSAPP_MESSAGE = "Hello! I'd like to know more about the Compliance Management software for my NBFC.";

export function whatsappLink(number: string, message = WHATSAPP_MESSAGE): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

const Banner = styled.section`
  background: ${({ theme }) => theme.site.whatsApp.background};
  border-top: 1px solid ${({ theme }) => theme.site.whatsApp.border};
  border-bottom: 1px solid ${({ theme }) => theme.site.whatsApp.border};
  padding: 2.5rem ${space('md')};
  text-align: center;
  & h2 {
    margin: ${space(0, 0, 'xs')};
  }
  & a.cta {
    display: inline-flex;
    align-items: center;
    gap: ${space('xs')};
    min-height: 44px;
    padding: 0.6rem 1.3rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onTone};
    font-weight: 700;
    text-decoration: none;
  }
`;

/** The WhatsApp inquiry call to action; the number comes from the platform settings. */
export function WhatsAppBanner({ settings }: { settings: SiteSettingsState }) {
  return (
    <Banner aria-labelledby="whatsapp-title">
      <h2 id="whatsapp-title">Have a question? Chat with us on WhatsApp</h2>
      <p>Our compliance specialists answer on working days, 9:30 am to 6:30 pm IST.</p>
      {settings.status === 'ready' && settings.settings.whatsappNumber ? (
        <a className="cta" href={whatsappLink(settings.settings.whatsappNumber)} target="_blank" rel="noopener noreferrer">
          Send an inquiry on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : settings.status === 'loading' ? (
        <p role="status">Loading...</p>
      ) : (
        <p>
          WhatsApp is not available right now. Please write to us on the <a href="/contact-us">Contact Us</a> page.
        </p>
      )}
    </Banner>
  );
}
