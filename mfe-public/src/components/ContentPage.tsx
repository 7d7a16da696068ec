import type { ReactNode } from 'react';
import { space } from 'shared-ui';
import styled from 'styled-components';

const Wrap = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 2.5rem ${space('md')} 3rem;
  & h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    margin: ${space(0, 0, 'xs')};
    /* Headings in the text colour, as on Pricing and every signed-in page: blue is for links. */
    color: ${({ theme }) => theme.colors.text};
  }
  & h2 {
    font-size: 1.2rem;
    margin: ${space('xl', 0, 'xs')};
  }
  & p,
  & li {
    color: ${({ theme }) => theme.colors.text};
  }
  & ul {
    padding-left: 1.2rem;
  }
`;

const Lead = styled.p`
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.muted} !important;
  margin-top: 0;
`;

/** The frame of the footer and header pages: a title, a lead sentence, then sections. */
export function ContentPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <Wrap>
      <h1>{title}</h1>
      <Lead>{lead}</Lead>
      {children}
    </Wrap>
  );
}
