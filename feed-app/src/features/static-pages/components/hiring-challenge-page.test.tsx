import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { supportChannels } from '../support-channels';
import { HiringChallengePage } from './hiring-challenge-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <HiringChallengePage />
    </MemoryRouter>,
  );
}

function factOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('HiringChallengePage', () => {
  it('states who can take part: college students in India, the five degrees, graduating 2025 to 2027', () => {
    renderPage();
    expect(factOf('Who can take part')).toHaveTextContent('College students in India');
    expect(factOf('Degrees')).toHaveTextContent('B.Tech, B.E., BCA, MCA, M.Tech');
    expect(factOf('Graduating')).toHaveTextContent('2025, 2026 or 2027');
    expect(
      screen.getByText('enrolled in a B.Tech, B.E., BCA, MCA or M.Tech programme, and'),
    ).toBeInTheDocument();
  });

  it('gives the date, the price and the length of the window', () => {
    renderPage();
    expect(factOf('Date')).toHaveTextContent('15 August 2025');
    expect(factOf('Entry fee')).toHaveTextContent('Free');
    expect(factOf('Duration')).toHaveTextContent('A 3-hour window');
  });

  it('promises the top 10 an interview opportunity and a certificate', () => {
    renderPage();
    expect(factOf('Prize')).toHaveTextContent('Top 10: an interview opportunity and a certificate');
    expect(
      screen.getByText(
        'The 10 highest-ranked students each get an interview opportunity and a certificate of achievement.',
      ),
    ).toBeInTheDocument();
  });

  it('ranks by the average overall rating of best submissions, then by time taken', () => {
    renderPage();
    const ranking = screen.getByRole('heading', { name: 'How we rank' }).nextElementSibling as HTMLElement;
    expect(ranking.tagName).toBe('OL');
    const rules = Array.from(ranking.querySelectorAll('li')).map((rule) => rule.textContent);
    expect(rules).toEqual([
      'By the average overall rating of your best submissions, highest first.',
      'When two students have the same average, by the time taken, shortest first.',
    ]);
  });

  it('registers through the external form, in a new tab', () => {
    renderPage();
    const register = screen.getByRole('link', { name: /Register for the challenge/ });
    expect(register).toHaveAttribute('href', supportChannels.hiringChallengeFormUrl);
    expect(register.getAttribute('href')).toMatch(/^https:\/\//);
    expect(register).toHaveAttribute('target', '_blank');
    expect(register).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
