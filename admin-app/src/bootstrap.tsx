// This remote on its own (`npm run dev -w admin-app`): its own router over the same screens the shell mounts.
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from 'shared-auth';
import { Spinner, Toaster } from 'shared-ui';
import 'shared-ui/tokens.css';
import { screens } from './app/screens';

function ScreenIndex() {
  return (
    <nav aria-label="Screens of admin-app">
      <h1>admin-app</h1>
      <ul>
        {Object.keys(screens).map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const router = createBrowserRouter([
  ...Object.entries(screens).map(([path, Screen]) => ({
    path,
    element: (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    ),
  })),
  { path: '*', element: <ScreenIndex /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <RouterProvider router={router} />
      </main>
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
