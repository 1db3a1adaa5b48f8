import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from 'shared-auth';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links to the coding-practice area for everyone, outside the dropdown menu', () => {
    localStorage.clear();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Practice' })).toHaveAttribute('href', '/practice');
    expect(screen.queryByRole('link', { name: /credits left/ })).not.toBeInTheDocument();
  });
});
