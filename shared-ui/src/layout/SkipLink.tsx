import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { space } from '../spacing';

const Link = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 1000;
  padding: ${space('xs')} 0.9rem;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  &:focus {
    top: 0.5rem;
  }
`;

/**
 * The first stop of the keyboard on every page (WCAG 2.4.1): moves focus to the page's main region,
 * past the header and menu. Focus is moved by hand so the address keeps no '#main' the router would see.
 */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <Link href={`#${target}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
