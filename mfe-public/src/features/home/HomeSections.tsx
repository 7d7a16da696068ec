import { Link } from 'react-router-dom';
import { space, theme } from 'shared-ui/first-paint';
import styled from 'styled-components';
import { PRODUCT_TOUR } from './productTour';

const Band = styled.section<{ $tone?: 'light' | 'dark' }>`
  padding: 3rem ${space('md')};
  background: ${({ $tone, theme }) => ($tone === 'dark' ? theme.colors.sidebar : $tone === 'light' ? theme.colors.surface : 'transparent')};
  color: ${({ $tone, theme }) => ($tone === 'dark' ? theme.dark.text : 'inherit')};
  & > div {
    max-width: 1100px;
    margin: 0 auto;
  }
  & h2 {
    text-align: center;
    font-size: clamp(1.4rem, 4vw, 2rem);
    margin: ${space(0, 0, 'lg')};
  }
`;

const Cards = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space('md')};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  & li {
    background: ${({ theme }) => theme.colors.surface};
    border-radius: 10px;
    padding: 1.25rem;
    box-shadow: ${({ theme }) => theme.shadow};
  }
  & h3 {
    margin: ${space('xs', 0)};
  }
  & .num {
    display: inline-grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onTone};
    font-weight: 700;
  }
`;

const Points = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space('md')};
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  & li {
    border: 1px solid ${({ theme }) => theme.dark.border};
    border-radius: 10px;
    padding: ${space('md')};
  }
  & strong {
    display: block;
    color: ${({ theme }) => theme.dark.heading};
    margin-bottom: ${space('xxs')};
  }
`;

export const STEPS = [
  { title: 'Register your company', text: 'Enter your company, address and NBFC details once. Your administrator account is ready in minutes.' },
  { title: 'Access your user panel', text: 'Create maker and checker users for your team and see every area your company must comply with.' },
  { title: 'Start tracking compliance', text: 'Assign tasks with due dates, fill the RBI, MCA and HR assessments and keep the evidence in one place.' },
] as const;

export function HowItWorks() {
  return (
    <Band aria-labelledby="how-title">
      <div>
        <h2 id="how-title">How it works</h2>
        <Cards>
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <span className="num" aria-hidden="true">
                {index + 1}
              </span>
              <h3>
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Cards>
      </div>
    </Band>
  );
}

export function SecurityBanner() {
  return (
    <Band $tone="dark" aria-labelledby="security-title">
      <div>
        <h2 id="security-title">Your compliance data, kept secure</h2>
        <Points>
          <li>
            <strong>Separate by company</strong>Every record belongs to your company and is never shown to another.
          </li>
          <li>
            <strong>Access by role</strong>Admins, makers and checkers see only what their role allows, checked on our servers.
          </li>
          <li>
            <strong>Full audit trail</strong>Every change is recorded with who made it and when, ready for your auditors.
          </li>
          <li>
            <strong>Protected sign-in</strong>Passwords are stored with a memory-hard hash and sessions end when you log out.
          </li>
        </Points>
      </div>
    </Band>
  );
}

const Custom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space('md')};
  background: ${({ theme }) => theme.site.promo};
  border: 1px solid ${({ theme }) => theme.site.promoBorder};
  border-radius: 12px;
  padding: ${space('lg')};
  & h2 {
    text-align: left;
    margin: ${space(0, 0, 'xxs')};
  }
  & p {
    margin: 0;
    max-width: 640px;
  }
  & a {
    font-weight: 700;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

/** The customisable banner: checklists and workflows fitted to the company. */
export function CustomisableBanner() {
  return (
    <Band $tone="light" aria-labelledby="custom-title">
      <Custom>
        <div>
          <h2 id="custom-title">Built around your NBFC, not the other way round</h2>
          <p>
            Choose your NBFC layer and regulators, pick the checklists that apply, add your own tasks and due dates, and we can add company-specific policies and
            registers on request.
          </p>
        </div>
        <Link to="/contact-us">Talk to us about customisation</Link>
      </Custom>
    </Band>
  );
}

/** What the product does once signed in, from its own screens (after How it works). */
export function ProductTour() {
  return (
    <Band $tone="light" aria-labelledby="tour-title">
      <div>
        <h2 id="tour-title">What your team works with every day</h2>
        <Cards as="ul">
          {PRODUCT_TOUR.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </Cards>
        <p style={{ textAlign: 'center', marginTop: theme.space.lg }}>
          <Link to="/features">See every feature</Link>
        </p>
      </div>
    </Band>
  );
}
