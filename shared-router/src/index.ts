// The router API the platform supports: the one module every app imports the router from, shared by
// Module Federation as the page's one react-router (rsbuild.base.ts). Only what is listed here is
// built into the shared chunk, so the first load of a page carries this part of react-router
// rather than all of it, and, unlike MF's inferred tree shaking, the same part whichever app loads it
// first. Declarative routing only: the data router (createBrowserRouter, loaders, errorElement) is
// most of the package's weight (~15 KB gzip here against ~60 KB for the package) and the platform
// uses none of its data features.
//
// Never remove a name a deployed remote uses, and deploy the shell first when adding one: a remote
// built against a longer list than the deployed shell's would not find the new name in its copy.
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
