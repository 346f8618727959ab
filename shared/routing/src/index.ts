/**
 * The router every app uses, as one shared singleton: the shell's routes and the remotes' links must
 * see one router context. Shared whole, react-router-dom would ship all of React Router 7 (62 kB
 * gzip) to every player, since a shared module keeps every export; shared through this list, the
 * page gets only the declarative router the apps use. An app that needs another export
 * adds it here.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
