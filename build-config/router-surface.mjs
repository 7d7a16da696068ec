// The part of React Router the apps use, shared as the singleton `react-router-dom`.
// A shared module is never tree-shaken by its consumers (any remote may ask for any export), so
// sharing the whole package sent all of React Router 7 (data routers, server rendering, RSC:
// ~59 KiB gzipped) on every first visit. Re-exporting only this surface lets webpack drop the
// rest. An app importing a name missing here fails its build (exportsPresence: 'error').
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useMatch,
  useHref,
  useResolvedPath,
  useOutletContext,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
