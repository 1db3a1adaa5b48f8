import { Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { screens } from './screens';

// The public pages, reached through the same map the shell mounts: URL → the title a visitor sees.
const publicPages: Array<[pattern: string, url: string, title: string]> = [
  ['/', '/', "India's #1 referral platform for jobs & internships"],
  ['/about', '/about', 'How ReferralHub works'],
  ['/terms-and-conditions', '/terms-and-conditions', 'Terms and Conditions'],
  ['/privacy-policy', '/privacy-policy', 'Privacy Policy'],
  ['/refund-policy', '/refund-policy', 'Refund Policy'],
  ['/contact', '/contact', 'Contact us'],
  ['/support', '/support', 'Support ReferralHub'],
  ['/hiring-challenge', '/hiring-challenge', 'Student Hiring Challenge 2025'],
  ['/test', '/test', 'Test page'],
  ['/pricing', '/pricing', 'Pricing'],
  ['/blogs', '/blogs', 'Blog'],
  ['/blog/:slug', '/blog/how-to-get-more-interview-calls-2025', 'How to get more interview calls in 2025'],
];

const server = setupApiMock();

beforeEach(() => {
  localStorage.clear();
  // /test, /pricing and /hiring-challenge call the API; answer them like a healthy server (with no
  // contest configured, /hiring-challenge is the static page).
  server.use(
    apiHttp.get('/contests/current', ({ response }) => response(200).json({ contest: null })),
    apiHttp.get('/health', ({ response }) =>
      response(200).json({ status: 'ok', engine: 'pglite', database: { ok: true } }),
    ),
    apiHttp.get('/pricing', ({ response }) =>
      response(200).json({
        plans: [{ name: '30 Referrals', price: 86, originalPrice: 150, discount: '43%', credits: 30 }],
      }),
    ),
  );
});

describe.each(publicPages)('%s', (pattern, url, title) => {
  it(`shows '${title}' at ${url}`, async () => {
    const Screen = screens[pattern];
    expect(Screen).toBeDefined();
    if (!Screen) return;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={pattern} element={<Screen />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
