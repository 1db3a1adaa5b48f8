import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { TestPage } from './test-page';

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <TestPage />
    </QueryClientProvider>,
  );
}

const healthy = (engine: string) => ({ status: 'ok' as const, engine, database: { ok: true } });

describe('TestPage', () => {
  const server = setupApiMock();

  it('shows that the API is reachable, its engine and the response time', async () => {
    server.use(apiHttp.get('/health', ({ response }) => response(200).json(healthy('pglite'))));
    const { requests } = recordApiRequests(server);
    renderPage();
    expect(screen.getByRole('status', { name: 'Checking the API' })).toBeInTheDocument();
    expect(await screen.findByText('Reachable')).toBeInTheDocument();
    expect(screen.getByText('pglite')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ ms$/)).toBeInTheDocument();
    expect(requests[0]?.url).toBe('http://localhost:4000/v1/health');
  });

  it("shows the server's message when the check fails, and checks again on request", async () => {
    server.use(
      // The first check is refused with a message (e.g. by whatever stands in front of the API).
      apiHttp.get(
        '/health',
        ({ response }) =>
          response.untyped(Response.json({ message: 'Database unavailable' }, { status: 503 })),
        { once: true },
      ),
      apiHttp.get('/health', ({ response }) => response(200).json(healthy('postgres'))),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The API is not reachable' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('postgres')).toBeInTheDocument();
  });

  it('treats an answer that is not a health report as a failure', async () => {
    // Not the API's shape on purpose: a proxy page or another service answering.
    server.use(apiHttp.get('/health', ({ response }) => response.untyped(Response.json({ hello: 'world' }))));
    renderPage();
    expect(await screen.findByText('The API answered with an unexpected health report.')).toBeInTheDocument();
  });
});
