/**
 * The part of react-router the apps use, provided under the `react-router-dom` and `react-router` share keys
 * (shared.ts). A shared singleton cannot be tree-shaken: its provider cannot know what other apps will import, so
 * sharing the package itself ships all of react-router 7 (data routers, SSR, RSC: ~60 KB gzip of first-load JS).
 * Sharing this module ships only what is listed. Need something else from react-router? Add it here; the web-kit
 * test sharedReactRouter.test.ts fails when an app imports a name this module does not export.
 */
export {
  BrowserRouter,
  MemoryRouter,
  StaticRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
  createSearchParams,
  generatePath,
  matchPath,
} from '@app/react-router-full';
