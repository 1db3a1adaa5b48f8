// The router API the platform supports: the one module every app imports the router from, shared by
// Module Federation as the page's one react-router (rsbuild.base.ts). Only what is listed here is
// built into the shared chunk, so the first load of a page carries this part of react-router
// (~33 KB gzip) rather than all of it (~60 KB), and, unlike MF's inferred tree shaking, the same
// part whichever app loads it first.
//
// Grow it, never shrink it: a remote built against a longer list than the deployed shell's would
// not find the new names in the shell's copy. Adding a name means deploying the shell first.
export {
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavigateFunction, RouteObject, SetURLSearchParams } from 'react-router';
