import { Outlet } from 'react-router-dom';

export default function SuperAdminLayout() {
  return (
    <div>
      <header style={{ padding: '0.75rem 1.25rem', background: '#fff' }}>
        <h1 style={{ margin: 0, fontSize: '1.25rem' }}>Super Admin Dashboard</h1>
      </header>
      <main id="main" style={{ padding: '1.25rem' }}>
        <Outlet />
      </main>
    </div>
  );
}
