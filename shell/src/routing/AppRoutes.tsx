import { Outlet, Route, Routes } from 'react-router-dom';
import { RemoteComponent } from '../federation/RemoteComponent';
import { Header } from '../header/Header';
import { AREAS, type AreaDefinition } from './areas';
import { AreaPages } from './AreaPages';
import { RoleGuard } from './RoleGuard';

function AreaFrame({ area }: { area: AreaDefinition }) {
  const layout = <RemoteComponent remote={area.layout.remote} module={area.layout.module} label="This area" />;
  return area.roles ? <RoleGuard roles={area.roles}>{layout}</RoleGuard> : layout;
}

function PublicFrame() {
  return (
    <>
      <Header />
      <Outlet />
    </>
  );
}

/** Composes every area: guard -> remote layout -> pages contributed by remotes. */
export function AppRoutes() {
  return (
    <Routes>
      {AREAS.map((area) => {
        const frame = <AreaFrame area={area} />;
        const pages = <AreaPages area={area.name} contributors={area.contributors} />;
        if (area.name === 'public') {
          return (
            <Route key={area.name} element={<PublicFrame />}>
              <Route path="/*" element={frame}>
                <Route index element={pages} />
                <Route path="*" element={pages} />
              </Route>
            </Route>
          );
        }
        return (
          <Route key={area.name} path={`${area.base}/*`} element={frame}>
            <Route index element={pages} />
            <Route path="*" element={pages} />
          </Route>
        );
      })}
    </Routes>
  );
}
