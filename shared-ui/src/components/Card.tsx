import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem;
  /* A little more room for content on a phone. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1rem;
  }
`;

export const PageTitle = styled.h1`
  font-size: 1.5rem;
  margin: 0 0 1rem;
`;

const SectionTitle = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.1rem;
`;

/** A card named by its heading (a region of the page a screen reader can jump to). */
export function Section({ id, title, children, style }: { id: string; title: ReactNode; children: ReactNode; style?: CSSProperties }) {
  return (
    <Card aria-labelledby={id} style={style}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {children}
    </Card>
  );
}
