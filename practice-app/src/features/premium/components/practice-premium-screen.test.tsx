import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from 'shared-auth';
import PracticePremiumScreen from './practice-premium-screen';

const renderAt = (entry: string | { pathname: string; state: unknown }) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <PracticePremiumScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('PracticePremiumScreen', () => {
  it('explains the daily limit, the subscription and how to ask for one', () => {
    renderAt('/practice/premium');
    expect(
      screen.getByRole('heading', { level: 1, name: "You have used today's free evaluations" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A practice subscription lifts the daily limit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us for a subscription' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('repeats what the server said when the code tab sent the learner here', () => {
    renderAt({
      pathname: '/practice/premium',
      state: { message: "You have used today's 20 free evaluations." },
    });
    expect(screen.getByRole('status')).toHaveTextContent("You have used today's 20 free evaluations.");
  });
});
