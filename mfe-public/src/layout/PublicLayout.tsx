import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Main = styled.main`
  min-height: 60vh;
`;

const Footer = styled.footer`
  background: #0f172a;
  color: #e2e8f0;
  padding: 2rem 1rem;
  text-align: center;
`;

/** Public pages: the page, then the site footer (the header belongs to the shell). */
export default function PublicLayout() {
  return (
    <>
      <Main id="main">
        <Outlet />
      </Main>
      <Footer>
        <p>© {new Date().getFullYear()} Compliance Management. Built for India's NBFCs.</p>
      </Footer>
    </>
  );
}
