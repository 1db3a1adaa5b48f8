import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { referralsLeft, referredCount } from '../lib/job-opening-numbers';
import type { JobOpening } from '../lib/job-opening';
import { JobCard } from './job-card';

// Counts the cards' renders (each render of a card renders its date once); behaves as the real hook.
const mockDateRenders = jest.fn();
jest.mock('../lib/reader-intl', () => {
  const actual = jest.requireActual('../lib/reader-intl');
  return {
    useReaderIntl: () => {
      mockDateRenders();
      return actual.useReaderIntl();
    },
  };
});

function opening(overrides: Partial<JobOpening> = {}): JobOpening {
  return {
    id: 41,
    title: 'Backend Engineer',
    company_name: 'Swiggy',
    employment_type: 'Full-time',
    location: 'Bengaluru',
    yoe: 3,
    skills: ['java', 'kafka'],
    view_count: 20,
    share_count: 1,
    created_at: '2025-06-01T10:00:00.000Z',
    meta_data: { faang_level: 'no', status: 'published' },
    ...overrides,
  };
}

const renderCard = (job: JobOpening) => render(<JobCard job={job} onApply={jest.fn()} onShare={jest.fn()} />);

describe('derived numbers on a card', () => {
  it("keeps the 'left' badge within 2–3 for FAANG+ and 4–5 otherwise, the same for the same id", () => {
    for (let id = 1; id <= 200; id += 1) {
      const faang = referralsLeft({ id, meta_data: { faang_level: 'yes', status: 'published' } });
      const other = referralsLeft({ id, meta_data: { faang_level: 'no', status: 'published' } });
      expect(faang).toBeGreaterThanOrEqual(2);
      expect(faang).toBeLessThanOrEqual(3);
      expect(other).toBeGreaterThanOrEqual(4);
      expect(other).toBeLessThanOrEqual(5);
    }
    expect(
      new Set([1, 2, 3, 4].map((id) => referralsLeft({ id, meta_data: { faang_level: 'yes', status: '' } }))),
    ).toEqual(new Set([2, 3]));
  });

  it('adds 11 to 18 to the view count for the referred figure, covering the whole range', () => {
    const extras = new Set<number>();
    for (let id = 1; id <= 100; id += 1) {
      const extra = referredCount({ id, view_count: 5 }) - 5;
      expect(extra).toBeGreaterThanOrEqual(11);
      expect(extra).toBeLessThanOrEqual(18);
      extras.add(extra);
    }
    expect(extras.size).toBe(8);
    expect(referredCount({ id: 41, view_count: 20 })).toBe(referredCount({ id: 41, view_count: 20 }));
  });
});

describe('the job card', () => {
  it('shows the fields, the badge and the referred count', () => {
    const job = opening();
    renderCard(job);
    expect(screen.getByRole('heading', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByText('Swiggy')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Bengaluru')).toBeInTheDocument();
    expect(screen.getByText('3+ years')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Skills' })).toHaveTextContent('javakafka');
    expect(screen.getByText(`${referralsLeft(job)} left`)).toBeInTheDocument();
    expect(screen.getByText(`${referredCount(job)} referred`)).toBeInTheDocument();
    expect(screen.queryByTestId('masked-value')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for Backend Engineer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Backend Engineer' })).toBeInTheDocument();
  });

  it("blurs the masked company, location ('12345') and experience (1234)", () => {
    renderCard(opening({ company_name: '12345', location: '12345', yoe: 1234 }));
    const masked = screen.getAllByTestId('masked-value');
    expect(masked.map((element) => element.textContent)).toEqual(['12345', '12345', '1234+ years']);
    for (const element of masked) {
      expect(element).toHaveClass('masked');
      expect(element).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getAllByText('hidden')).toHaveLength(3);
  });

  it('leaves a real value that merely contains 12345 alone', () => {
    renderCard(opening({ location: 'Plot 12345, Pune', yoe: 12 }));
    expect(screen.queryByTestId('masked-value')).not.toBeInTheDocument();
  });
});

describe('the posting date of a card rendered on the server', () => {
  // Late on 1 June in UTC: already 2 June east of it (India), still 1 June west of it.
  const job = opening({ created_at: '2025-06-01T23:30:00.000Z' });
  const card = () => <JobCard job={job} onApply={jest.fn()} onShare={jest.fn()} />;

  it('is written in one fixed form, the UTC date, whatever the server’s locale and time zone', () => {
    // React separates the two text parts with a comment.
    expect(renderToString(card())).toContain('Posted <!-- -->1 Jun 2025');
  });

  it('hydrates without a mismatch, then shows the reader’s own format', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(card());
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, card(), { onRecoverableError: (error) => void recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      const local = new Date(job.created_at).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
      expect(container.textContent).toContain(`Posted ${local}`);
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});

describe('a card renders again only when its own opening changed', () => {
  const onApply = jest.fn();
  const onShare = jest.fn();
  const onToggleSave = jest.fn();

  function renderCounted() {
    const card = (job: JobOpening) => (
      <JobCard job={job} onApply={onApply} onShare={onShare} onToggleSave={onToggleSave} />
    );
    const view = render(card(opening()));
    const before = mockDateRenders.mock.calls.length;
    return {
      rerender: (job: JobOpening) => view.rerender(card(job)),
      renders: () => mockDateRenders.mock.calls.length - before,
    };
  }

  it('skips an equal opening from another response', () => {
    const { rerender, renders } = renderCounted();
    rerender(opening());
    rerender(opening({ skills: ['java', 'kafka'] }));
    expect(renders()).toBe(0);
  });

  it("shows the reader's own state when it differs", () => {
    const { rerender, renders } = renderCounted();
    rerender(opening({ saved: true, matches_preferences: true }));
    expect(renders()).toBe(1);
    expect(screen.getByRole('button', { name: 'Save Backend Engineer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Matches your preferences')).toBeInTheDocument();
    rerender(opening({ saved: true, matches_preferences: true, skills: ['java'] }));
    expect(screen.queryByText('kafka')).not.toBeInTheDocument();
  });
});
