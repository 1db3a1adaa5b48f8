import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestPage } from './test-page';

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <TestPage />
    </QueryClientProvider>,
  );
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('TestPage', () => {
  it('shows that the API is reachable, its engine and the response time', async () => {
    const fetchMock = jest.fn(async () => answer(200, { status: 'ok', engine: 'pglite' }));
    global.fetch = fetchMock as typeof fetch;
    renderPage();
    expect(screen.getByRole('status', { name: 'Checking the API' })).toBeInTheDocument();
    expect(await screen.findByText('Reachable')).toBeInTheDocument();
    expect(screen.getByText('pglite')).toBeInTheDocument();
    expect(screen.getByText(/^\d+ ms$/)).toBeInTheDocument();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('http://localhost:4000/v1/health');
  });

  it("shows the server's message when the check fails, and checks again on request", async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(503, { message: 'Database unavailable' }))
      .mockResolvedValueOnce(answer(200, { status: 'ok', engine: 'postgres' })) as typeof fetch;
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The API is not reachable' })).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('postgres')).toBeInTheDocument();
  });

  it('treats an answer that is not a health report as a failure', async () => {
    global.fetch = jest.fn(async () => answer(200, { hello: 'world' })) as typeof fetch;
    renderPage();
    expect(await screen.findByText('The API answered with an unexpected health report.')).toBeInTheDocument();
  });
});
