import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiResponse } from 'shared-api';
import { apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { AdminContest, NewContest } from '../types';
import ContestsScreen from './contests-screen';

const server = setupApiMock();
jest.setTimeout(20_000);

type ProblemRow = ApiResponse<'/practice/admin/problems'>['results'][number];

const problem = (id: string, title: string): ProblemRow => ({
  id,
  title,
  published: true,
  bank_problem: false,
  created_at: '2026-11-01T10:00:00.000Z',
  submission_count: 0,
  tags: ['array'],
});
const PROBLEMS = [
  problem('11111111-1111-4111-8111-111111111111', 'Two Sum'),
  problem('22222222-2222-4222-8222-222222222222', 'LRU Cache'),
];

const december: AdminContest = {
  id: 'c-1',
  name: 'December challenge',
  page_text: 'Solve three problems.',
  registration_opens_at: '2026-11-30T03:30:00.000Z',
  registration_closes_at: '2026-12-14T18:29:00.000Z',
  starts_at: '2026-12-14T18:30:00.000Z',
  ends_at: '2026-12-15T18:30:00.000Z',
  window_minutes: 180,
  problems: [{ problem_id: PROBLEMS[0]!.id, title: 'Two Sum', level: 1 }],
  eligibility: { degrees: ['B.Tech'], graduation_years: [2026] },
  participant_count: 12,
  created_at: '2026-11-29T04:00:00.000Z',
  me: null,
  server_time: '2026-11-29T04:00:00.000Z',
};

/** How the API answers a new contest: created, or refused with a message. */
type Outcome = { status: 201 } | { status: 400; message: string };

function answer({
  contests = [] as AdminContest[],
  create,
}: { contests?: AdminContest[]; create?: (body: NewContest) => Outcome } = {}) {
  const requests = {
    created: [] as NewContest[],
    listed: 0,
    searches: [] as (string | null)[],
    invited: [] as string[],
  };
  server.use(
    apiHttp.get('/practice/admin/problems', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      requests.searches.push(query.get('search'));
      const search = (query.get('search') ?? '').toLowerCase();
      const results = PROBLEMS.filter((row) => row.title.toLowerCase().includes(search));
      return response(200).json({ results, page: 1, page_size: 20, total: results.length });
    }),
    apiHttp.get('/admin/contests', ({ response }) => {
      requests.listed += 1;
      return response(200).json({ contests });
    }),
    apiHttp.post('/admin/contests', async ({ request, response }) => {
      const body = await request.json();
      requests.created.push(body);
      const outcome = create?.(body) ?? { status: 201 };
      return outcome.status === 201
        ? response(201).json({ ...december, name: body.name })
        : response(outcome.status).json({ message: outcome.message });
    }),
    apiHttp.get('/admin/contests/{contestId}/standings.csv', ({ response }) =>
      response(200).text('rank,name\n1,as…@example.com\n', { headers: { 'content-type': 'text/csv' } }),
    ),
    apiHttp.post('/admin/contests/{contestId}/invitations', ({ params, response }) => {
      requests.invited.push(String(params.contestId));
      return response(200).json({ total: 12, problem_count: 1, rows: [], invited_count: 10 });
    }),
  );
  return requests;
}

const form = () => screen.getByRole('form', { name: 'Create a contest' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create contest' }));
const setValue = (label: string | RegExp, value: string) =>
  fireEvent.change(within(form()).getByLabelText(label), { target: { value } });

async function fillValidContest() {
  await userEvent.type(within(form()).getByLabelText('Name'), 'December challenge');
  await userEvent.type(within(form()).getByLabelText(/Public page text/), 'Solve three problems.');
  setValue('Registration opens (IST)', '2026-12-01T09:00');
  setValue('Registration closes (IST)', '2026-12-14T23:59');
  setValue(/Contest day/, '2026-12-15');
}

describe('/contests', () => {
  it('requires the name, page text, registration times, contest day and a problem, focusing the first', async () => {
    const requests = answer();
    renderWithProviders(<ContestsScreen />);
    expect(within(form()).getByLabelText(/Window length \(minutes\)/)).toHaveValue(180);
    await submit();
    await waitFor(() =>
      expect(
        within(form())
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual([
        'Enter the contest’s name.',
        'Enter the text of the contest’s public page.',
        'Choose when registration opens.',
        'Choose when registration closes.',
        'Choose the contest day.',
        'Add at least one problem.',
      ]),
    );
    expect(document.activeElement).toBe(within(form()).getByLabelText('Name'));
    expect(requests.created).toHaveLength(0);
  });

  it('refuses a registration that closes before it opens, or after the day, and a window of zero', async () => {
    const requests = answer();
    renderWithProviders(<ContestsScreen />);
    await fillValidContest();
    setValue('Registration closes (IST)', '2026-12-01T08:00');
    setValue(/Window length/, '0');
    await submit();
    expect(await within(form()).findByText('Registration must close after it opens.')).toBeInTheDocument();
    expect(
      within(form()).getByText('The window must be a whole number of minutes from 1 to 1440.'),
    ).toBeInTheDocument();

    setValue('Registration closes (IST)', '2026-12-16T08:00');
    await submit();
    expect(
      await within(form()).findByText('Registration must close by the end of the contest day.'),
    ).toBeInTheDocument();
    expect(requests.created).toHaveLength(0);
  });

  it('creates a contest from the picked problems and levels, in India time, then empties the form', async () => {
    const requests = answer();
    renderWithProviders(<ContestsScreen />);
    await fillValidContest();
    setValue(/Window length/, '120');

    const picker = within(form()).getByRole('searchbox', { name: 'Find a published problem' });
    await userEvent.type(picker, 'lru{Enter}');
    await waitFor(() => expect(requests.searches.at(-1)).toBe('lru'));
    expect(requests.created).toHaveLength(0);
    const choices = await within(form()).findByRole('list', { name: 'Published problems' });
    await waitFor(() => expect(within(choices).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(within(choices).getByRole('button', { name: 'Add LRU Cache' }));
    expect(within(choices).getByRole('button', { name: 'LRU Cache is in the contest' })).toBeDisabled();
    await userEvent.selectOptions(within(form()).getByLabelText('Level of LRU Cache'), '2');

    await userEvent.clear(picker);
    await userEvent.click(await within(form()).findByRole('button', { name: 'Add Two Sum' }));
    await userEvent.click(within(form()).getByRole('button', { name: 'Remove Two Sum' }));
    await userEvent.click(await within(form()).findByRole('button', { name: 'Add Two Sum' }));

    const listedBefore = requests.listed;
    await submit();
    expect(await screen.findByText('Contest created.')).toBeInTheDocument();
    expect(requests.created).toEqual([
      {
        name: 'December challenge',
        page_text: 'Solve three problems.',
        registration_opens_at: '2026-12-01T09:00:00+05:30',
        registration_closes_at: '2026-12-14T23:59:00+05:30',
        contest_day: '2026-12-15',
        window_minutes: 120,
        problems: [
          { problem_id: PROBLEMS[1]!.id, level: 2 },
          { problem_id: PROBLEMS[0]!.id, level: 1 },
        ],
      },
    ]);
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
    expect(within(form()).getByLabelText(/Window length/)).toHaveValue(180);
    expect(within(form()).queryByRole('list', { name: 'Contest problems' })).not.toBeInTheDocument();
    await waitFor(() => expect(requests.listed).toBeGreaterThan(listedBefore));
  });

  it("shows the server's reason when it refuses the contest, and keeps the form", async () => {
    answer({
      create: () => ({
        status: 400,
        message: `Problem ${PROBLEMS[0]!.id} has no level 3: pick a problem level that exists.`,
      }),
    });
    renderWithProviders(<ContestsScreen />);
    await fillValidContest();
    await userEvent.click(await within(form()).findByRole('button', { name: 'Add Two Sum' }));
    await userEvent.selectOptions(within(form()).getByLabelText('Level of Two Sum'), '3');
    await submit();
    const failure = await within(form()).findByRole('alert');
    expect(failure).toHaveTextContent('An error occurred, try again later!');
    expect(failure).toHaveTextContent(
      `Problem ${PROBLEMS[0]!.id} has no level 3: pick a problem level that exists.`,
    );
    expect(within(form()).getByLabelText('Name')).toHaveValue('December challenge');
  });

  it('lists contests, downloads the standings as CSV and marks the top 10 after confirming', async () => {
    const requests = answer({ contests: [december] });
    const createObjectURL = jest.fn((blob: Blob) => {
      void blob;
      return 'blob:standings';
    });
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });

    renderWithProviders(<ContestsScreen />);
    const table = await screen.findByRole('table');
    const row = within(table).getByRole('row', { name: /December challenge/ });
    expect(Array.from(row.children, (cell) => cell.textContent).slice(0, 3)).toEqual([
      'December challenge15 Dec 2026 · 180-minute windowTwo Sum (level 1)Export standings (CSV)Mark top 10',
      '30 Nov 2026, 09:00 to 14 Dec 2026, 23:59',
      '12',
    ]);

    await userEvent.click(
      within(row).getByRole('button', { name: 'Export standings (CSV) of December challenge' }),
    );
    await waitFor(() => expect(clicked).toEqual(['contest-c-1-standings.csv']));
    const file = createObjectURL.mock.calls[0]![0];
    expect(await file.text()).toBe('rank,name\n1,as…@example.com\n');

    await userEvent.click(within(row).getByRole('button', { name: 'Mark top 10 of December challenge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the top 10 for an interview?' });
    expect(dialog).toHaveTextContent(
      'The 10 highest-ranked participants of December challenge (and anyone tied at 10th place) get the Interview badge on the public leaderboard. Nobody is unmarked later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.invited).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Mark top 10 of December challenge' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark top 10' }),
    );
    expect(await screen.findByText('10 participants marked for an interview.')).toBeInTheDocument();
    expect(requests.invited).toEqual(['c-1']);
    click.mockRestore();
  });
});
