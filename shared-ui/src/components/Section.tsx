import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';
import { space } from '../spacing';

const SectionTitle = styled.h2`
  margin: ${space(0, 0, 'sm')};
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
