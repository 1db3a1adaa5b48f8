// A remote on its own (`npm run dev -w <remote>`): its own router over the same screens the shell
// mounts. Imported only by each remote's bootstrap, so it never reaches the composed page.
import { QueryClientProvider, type QueryClient } from 'shared-query';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'shared-router';
import { Spinner } from './components/panels';
import { Toaster } from './components/toaster';
import './styles/tokens.css';

export interface StandaloneOptions {
  /** The remote's name, shown on its index of screens. */
  name: string;
  /** The same `screens` map the remote exposes to the shell. */
  screens: Record<string, ComponentType>;
  queryClient: QueryClient;
}

function ScreenIndex({ name, paths }: { name: string; paths: string[] }) {
  return (
    <nav aria-label={`Screens of ${name}`}>
      <h1>{name}</h1>
      <ul>
        {paths.map((path) => (
          <li key={path}>
            <Link to={path}>{path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function renderStandalone({ name, screens, queryClient }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
          <BrowserRouter>
            <Routes>
              {Object.entries(screens).map(([path, Screen]) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    <Suspense fallback={<Spinner />}>
                      <Screen />
                    </Suspense>
                  }
                />
              ))}
              <Route path="*" element={<ScreenIndex name={name} paths={Object.keys(screens)} />} />
            </Routes>
          </BrowserRouter>
        </main>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
