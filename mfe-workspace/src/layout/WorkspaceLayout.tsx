import { Outlet } from 'react-router-dom';
import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;
  @media (max-width: 800px) { grid-template-columns: 1fr; }
`;

export function WorkspaceLayout({ roleLabel }: { roleLabel: string }) {
  return (
    <Frame>
      <nav aria-label={`${roleLabel} navigation`} style={{ background: '#0f172a', color: '#fff', padding: '1rem' }}>
        <strong>{roleLabel}</strong>
      </nav>
      <main id="main" style={{ padding: '1.25rem' }}>
        <Outlet />
      </main>
    </Frame>
  );
}
