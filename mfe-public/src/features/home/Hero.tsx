import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { authModalStore, useAuthSelector } from 'shared-auth';
import { dashboardPathForRole } from 'shared-contracts';
import { Button, theme, space } from 'shared-ui/first-paint';
import { useTypewriter } from './useTypewriter';

export const HERO_WORDS = ['Software', 'Tool'] as const;

const Section = styled.section`
  padding: clamp(3rem, 8vw, 5.5rem) ${space('md')};
  text-align: center;
  background: ${({ theme }) => theme.site.hero};
  color: ${({ theme }) => theme.colors.onTone};
  & h1 {
    font-size: clamp(2rem, 6vw, 3.2rem);
    margin: 0;
  }
`;

const Typed = styled.p`
  font-size: clamp(1.6rem, 5vw, 2.6rem);
  font-weight: 800;
  min-height: 1.4em;
  margin: 0.2rem 0 ${space('md')};
  color: ${({ theme }) => theme.site.heroHighlight};
  &::after {
    content: '|';
    margin-left: 2px;
    font-weight: 400;
  }
`;

const Lead = styled.p`
  max-width: 680px;
  margin: 0 auto ${space('lg')};
  font-size: 1.1rem;
`;

const Trial = styled.p`
  margin: ${space('md', 0, 0)};
  font-weight: 600;
`;

/** The hero: title, the typed words, Track Compliance opening the sign-in modal. */
export function Hero({ trialDays }: { trialDays: number }) {
  const typed = useTypewriter(HERO_WORDS);
  const user = useAuthSelector((s) => s.user);
  const navigate = useNavigate();
  return (
    <Section aria-labelledby="hero-title">
      <h1 id="hero-title">Compliance Management</h1>
      <Typed aria-hidden="true" data-testid="typed-word">
        {typed}
      </Typed>
      <span className="visually-hidden">Software and Tool</span>
      <Lead>
        Automate your regulatory, RBI, MCA and HR compliance work in one place: assign tasks to your makers and checkers, track every due date and keep the evidence your
        auditors and the RBI ask for.
      </Lead>
      <Button
        type="button"
        style={{ background: theme.colors.surface, color: theme.colors.primaryDark, fontSize: '1.05rem' }}
        onClick={() => (user ? navigate(dashboardPathForRole(user.role)) : authModalStore.getState().openLogin())}
      >
        Track Compliance
      </Button>
      <Trial>Start your {trialDays}-day free trial. No credit card required.</Trial>
    </Section>
  );
}
