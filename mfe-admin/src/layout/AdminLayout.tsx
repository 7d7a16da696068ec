import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  min-height: 100vh;
  @media (max-width: 800px) { grid-template-columns: 1fr; }
`;
const Side = styled.nav`
  background: #0f172a;
  color: #fff;
  padding: 1rem;
`;
const Content = styled.main`
  padding: 1.25rem;
`;

export default function AdminLayout() {
  const { user } = useAuth();
  return (
    <Frame>
      <Side aria-label="Admin navigation">
        <strong>Compliance</strong>
      </Side>
      <div>
        <header style={{ padding: '0.75rem 1.25rem', background: '#fff' }}>
          <span>{user ? `${user.firstName} ${user.lastName}` : ''}</span> · <span>Administrator</span>
        </header>
        <Content id="main">
          <Outlet />
        </Content>
      </div>
    </Frame>
  );
}
