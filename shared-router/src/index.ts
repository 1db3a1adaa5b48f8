// The router API the platform supports: the one module every app imports the router from, shared by
// Module Federation as the page's one react-router (rsbuild.base.ts). Only what is listed here is
// built into the shared chunk, so the first load of a page carries this part of react-router
// rather than all of it, and, unlike MF's inferred tree shaking, the same part whichever app loads it
// first. Declarative routing only: the data router (createBrowserRouter, loaders, errorElement) is
// most of the package's weight (~15 KB gzip here against ~60 KB for the package) and the platform
// uses none of its data features.
//
// Every build publishes this list in its platform.json, and the deploy scripts refuse a remote built
// against a longer list than the deployed shell's, or a shell that drops a name a live remote uses
// (scripts/lib/platform-capabilities.mjs): add names with a shell deploy first.
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateFunction, RouteObject, SetURLSearchParams } from 'react-router';
