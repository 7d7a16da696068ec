import type { ReactNode } from 'react';
import { SkipLink } from 'shared-ui/first-paint';
import styled from 'styled-components';
import { Header } from '../header/Header';
import { SiteFooter } from './SiteFooter';

const Main = styled.main`
  min-height: 60vh;
`;

/** The public site's frame, drawn by the shell: skip link, header, the page, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </>
  );
}
