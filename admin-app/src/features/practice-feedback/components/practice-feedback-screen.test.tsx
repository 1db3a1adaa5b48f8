import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import PracticeFeedbackScreen from './practice-feedback-screen';

const item = (id: number, message: string) => ({
  id,
  message,
  user_email: `user${id}@example.com`,
  created_at: '2025-06-01T10:00:00.000Z',
});

describe('/practice-feedback', () => {
  const server = setupApiMock();

  it('lists the messages with their senders and loads more', async () => {
    server.use(
      apiHttp.get('/practice/feedback/all', ({ query, response }) =>
        response(200).json(
          query.get('page') === 'next'
            ? { data: { results: [item(1, 'Older message')], current_page: 2 } }
            : { data: { results: [item(2, 'Please add Rust')], current_page: 1, next_page: 'next' } },
        ),
      ),
    );
    renderWithProviders(<PracticeFeedbackScreen />);
    expect(await screen.findByText('Please add Rust')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'user2@example.com' })).toHaveAttribute(
      'href',
      'mailto:user2@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older message')).toBeInTheDocument();
  });

  it('has an empty state and an error state', async () => {
    server.use(
      apiHttp.get('/practice/feedback/all', ({ response }) =>
        response(200).json({ data: { results: [], current_page: 1 } }),
      ),
    );
    const { unmount } = renderWithProviders(<PracticeFeedbackScreen />);
    expect(await screen.findByText('No feedback yet')).toBeInTheDocument();
    unmount();
    server.use(
      apiHttp.get('/practice/feedback/all', ({ response }) =>
        response.untyped(Response.json({ message: 'down' }, { status: 500 })),
      ),
    );
    renderWithProviders(<PracticeFeedbackScreen />);
    expect(await screen.findByText('The feedback did not load')).toBeInTheDocument();
  });
  it('keeps the loaded messages when the next page fails, and Retry asks for that page again', async () => {
    let nextPageFails = true;
    server.use(
      apiHttp.get('/practice/feedback/all', ({ query, response }) => {
        if (query.get('page') !== 'next')
          return response(200).json({
            data: { results: [item(2, 'Please add Rust')], current_page: 1, next_page: 'next' },
          });
        if (nextPageFails)
          return response.untyped(Response.json({ message: 'Try again later.' }, { status: 503 }));
        return response(200).json({ data: { results: [item(1, 'Older message')], current_page: 2 } });
      }),
    );
    renderWithProviders(<PracticeFeedbackScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('More feedback did not load')).toBeInTheDocument();
    expect(screen.getByText('Please add Rust')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    nextPageFails = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Older message')).toBeInTheDocument();
    expect(screen.queryByText('More feedback did not load')).not.toBeInTheDocument();
    expect(screen.getByText('Please add Rust')).toBeInTheDocument();
  });
});
