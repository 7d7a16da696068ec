import styled from 'styled-components';
import { space } from '../spacing';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 1.25rem;
  /* A little more room for content on a phone. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${space('md')};
  }
`;

export const PageTitle = styled.h1`
  font-size: 1.5rem;
  margin: ${space(0, 0, 'md')};
`;

/** A page's cards two to a row (one on a narrow screen); a card with class "wide" takes the whole row. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space('md')};
  margin-bottom: ${space('md')};
  & h2 {
    margin: ${space(0, 0, 'sm')};
    font-size: 1.1rem;
  }
  & .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 1000px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A bare list laid out as tiles at least `$min` wide (task cards, progress rings). */
export const TileList = styled.ul<{ $min: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
  gap: ${space('sm')};
`;
