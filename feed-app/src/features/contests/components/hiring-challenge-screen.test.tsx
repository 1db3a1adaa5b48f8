import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/test-utils';
import type { Contest, ContestParticipant, Leaderboard } from '../types';
import HiringChallengeScreen from './hiring-challenge-screen';

const server = setupApiMock();
jest.setTimeout(20_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

/** How the API answers a registration or a Start: the student's new state, or a refusal. */
type Outcome = { me: ContestParticipant } | { status: 403 | 409; message: string };

/** A contest whose day runs from `dayStart` for 24 hours; registration closes an hour before it. */
function contest({
  dayStart,
  me = null,
  serverNow = Date.now(),
}: {
  dayStart: number;
  me?: ContestParticipant | null;
  serverNow?: number;
}): Contest {
  return {
    id: 'c-1',
    name: 'Student Hiring Challenge, December',
    page_text: 'Solve three problems in one sitting.\n\nThe best ten are invited to interview.',
    registration_opens_at: iso(dayStart - 10 * DAY),
    registration_closes_at: iso(dayStart - HOUR),
    starts_at: iso(dayStart),
    ends_at: iso(dayStart + DAY),
    window_minutes: 180,
    problems: [
      { problem_id: 'p-two-sum', title: 'Two Sum', level: 1 },
      { problem_id: 'p-lru', title: 'LRU Cache', level: 2 },
    ],
    eligibility: {
      degrees: ['B.Tech', 'B.E.', 'BCA', 'MCA', 'M.Tech'],
      graduation_years: [2025, 2026, 2027],
    },
    me,
    server_time: iso(serverNow),
  };
}

const unregistered: ContestParticipant = {
  registered: false,
  degree: null,
  graduation_year: null,
  window_started_at: null,
  window_ends_at: null,
};
const registered: ContestParticipant = {
  ...unregistered,
  registered: true,
  degree: 'BCA',
  graduation_year: 2026,
};

const board: Leaderboard = {
  total: 2,
  problem_count: 2,
  rows: [
    {
      rank: 1,
      display_name: 'Asha K.',
      average_rating: 8.25,
      time_taken_seconds: 3725,
      problems_attempted: 2,
      invited: true,
    },
    {
      rank: 2,
      display_name: 'Ravi S.',
      average_rating: 0,
      time_taken_seconds: null,
      problems_attempted: 0,
      invited: false,
    },
  ],
};

function answer({
  current,
  leaderboard = board,
  onRegister,
  onStart,
}: {
  /** What GET /contests/current answers: fixed, or read per request (it changes as the student acts). */
  current: Contest | null | (() => Contest | null);
  leaderboard?: Leaderboard;
  onRegister?: (body: unknown) => Outcome;
  onStart?: () => Outcome;
}) {
  server.use(
    apiHttp.get('/contests/current', ({ response }) =>
      response(200).json({ contest: typeof current === 'function' ? current() : current }),
    ),
    apiHttp.get('/contests/{contestId}/leaderboard', ({ response }) => response(200).json(leaderboard)),
    apiHttp.post('/contests/{contestId}/registrations', async ({ request, response }) => {
      if (!onRegister) throw new Error('The test did not expect a registration.');
      const outcome = onRegister(await request.json());
      return 'me' in outcome
        ? response(201).json(outcome)
        : response(outcome.status).json({ message: outcome.message });
    }),
    apiHttp.post('/contests/{contestId}/window', ({ response }) => {
      if (!onStart) throw new Error('The test did not expect a Start.');
      const outcome = onStart();
      return 'me' in outcome
        ? response(200).json(outcome)
        : response(outcome.status).json({ message: outcome.message });
    }),
  );
}

/** The page once its contest (or the static page) has loaded. */
async function renderPage() {
  const rendered = renderScreen(<HiringChallengeScreen />, {
    path: '/hiring-challenge',
    route: '/hiring-challenge',
  });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

const myPart = () => screen.getByRole('region', { name: 'Take part' });
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().clear();
});

describe('/hiring-challenge', () => {
  it('without a contest, keeps the static page with the external registration form', async () => {
    answer({ current: null });
    await renderPage();
    const register = await screen.findByRole('link', { name: /Register for the challenge/ });
    expect(register.getAttribute('href')).toMatch(/^https:\/\//);
    expect(register).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Student Hiring Challenge 2025');
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).not.toBeInTheDocument();
  });

  it("shows the contest's name, text, facts in IST, eligibility and the leaderboard to a visitor", async () => {
    // 1 December 2030, 00:00 IST.
    const dayStart = Date.parse('2030-11-30T18:30:00.000Z');
    answer({ current: contest({ dayStart }) });
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Student Hiring Challenge, December');
    expect(screen.getByText('Solve three problems in one sitting.')).toBeInTheDocument();
    expect(screen.getByText('The best ten are invited to interview.')).toBeInTheDocument();
    expect(factOf('Date')).toHaveTextContent('1 December 2030');
    expect(factOf('Duration')).toHaveTextContent('A 3-hour window');
    expect(factOf('Registration opens')).toHaveTextContent('21 November 2030, 12:00 am IST');
    expect(factOf('Registration closes')).toHaveTextContent('30 November 2030, 11:00 pm IST');
    expect(factOf('Problems')).toHaveTextContent('2 problems');
    expect(factOf('Degrees')).toHaveTextContent('B.Tech, B.E., BCA, MCA, M.Tech');
    expect(factOf('Graduating')).toHaveTextContent('2025, 2026 or 2027');
    expect(screen.queryByRole('link', { name: /Register for the challenge/ })).not.toBeInTheDocument();

    const signIn = await within(myPart()).findByRole('link', { name: 'Sign in to register' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fhiring-challenge');

    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['1', 'Asha K. Interview', '8.3/10', '1:02:05', '2 of 2'],
      ['2', 'Ravi S.', '0/10', 'Not yet', '0 of 2'],
    ]);
  });

  it('lets a signed-in student register with the eligibility answers, then says they are registered', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const dayStart = Date.now() + 3 * DAY;
    const bodies: unknown[] = [];
    let me = unregistered;
    answer({
      current: () => contest({ dayStart, me }),
      onRegister: (body) => {
        bodies.push(body);
        me = registered;
        return { me };
      },
    });
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Register for the contest' });
    expect(within(myPart()).queryByRole('link', { name: 'Sign in to register' })).not.toBeInTheDocument();
    expect(
      within(form)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose your degree',
      'B.Tech',
      'B.E.',
      'BCA',
      'MCA',
      'M.Tech',
      'Choose your graduation year',
      '2025',
      '2026',
      '2027',
    ]);

    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect((await within(form).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Choose your degree.',
      'Choose your graduation year.',
    ]);
    expect(document.activeElement).toBe(within(form).getByLabelText('Degree'));
    expect(bodies).toHaveLength(0);

    await userEvent.selectOptions(within(form).getByLabelText('Degree'), 'BCA');
    await userEvent.selectOptions(within(form).getByLabelText('Graduation year'), '2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));

    expect(await within(myPart()).findByText('You are registered.')).toBeInTheDocument();
    expect(bodies).toEqual([{ degree: 'BCA', graduation_year: 2026 }]);
    expect(
      within(myPart()).getByText(
        'On the contest day, press Start when you are ready: your 3-hour window begins then and ends after 3 hours or at midnight IST, whichever comes first.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Register for the contest' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal when registering fails", async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    answer({
      current: contest({ dayStart: Date.now() + 3 * DAY, me: unregistered }),
      onRegister: () => ({ status: 409, message: 'You are already registered for this contest.' }),
    });
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Register for the contest' });
    await userEvent.selectOptions(within(form).getByLabelText('Degree'), 'MCA');
    await userEvent.selectOptions(within(form).getByLabelText('Graduation year'), '2025');
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You are already registered for this contest.',
    );
  });

  it('on the contest day, asks before starting (saying the window length), then runs the window', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const dayStart = Date.now() - HOUR;
    const endsAt = Date.now() + 3 * HOUR;
    const requests = recordApiRequests(server);
    let me = registered;
    answer({
      current: () => contest({ dayStart, me }),
      onStart: () => {
        me = { ...registered, window_started_at: iso(Date.now()), window_ends_at: iso(endsAt) };
        return { me };
      },
    });
    await renderPage();
    const start = await within(myPart()).findByRole('button', { name: 'Start' });
    expect(within(myPart()).getByText('The contest is open.')).toBeInTheDocument();

    await userEvent.click(start);
    const dialog = await screen.findByRole('dialog', { name: 'Start your 3-hour window?' });
    expect(dialog).toHaveTextContent(
      'Your window lasts 3 hours and ends at midnight IST at the latest. Once started it cannot be paused or started again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.requestsTo('POST /contests/c-1/window')).toHaveLength(0);

    await userEvent.click(within(myPart()).getByRole('button', { name: 'Start' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start now' }),
    );
    expect(await within(myPart()).findByRole('timer')).toHaveTextContent(/^(2:59:5\d|3:00:00)$/);
    expect(requests.requestsTo('POST /contests/c-1/window')).toHaveLength(1);
    expect(
      within(myPart())
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Two Sum (Level 1)', '/practice/problem?id=p-two-sum&level=1'],
      ['LRU Cache (Level 2)', '/practice/problem?id=p-lru&level=2'],
    ]);
  });

  it('shows a running window after a reload, counting down to its end', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const endsAt = Date.now() + 65_000;
    answer({
      current: contest({
        dayStart: Date.now() - 2 * HOUR,
        me: { ...registered, window_started_at: iso(endsAt - 3 * HOUR), window_ends_at: iso(endsAt) },
      }),
    });
    await renderPage();
    const timer = await within(myPart()).findByRole('timer');
    expect(timer.textContent).toMatch(/^0:01:0[0-5]$/);
    const before = timer.textContent;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(timer.textContent).not.toBe(before);
    expect(
      within(myPart()).getByText(/^Your window is open until \d{1,2}:\d\d (am|pm) IST\.$/),
    ).toBeInTheDocument();
  });

  it('says the window has ended, and later that the contest is over', async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    // Window 09:00–12:00 IST on 1 December 2030, now past it but within the day: shift the day so.
    const endedAt = Date.now() - 60_000;
    answer({
      current: contest({
        dayStart: Date.now() - 5 * HOUR,
        me: { ...registered, window_started_at: iso(endedAt - 3 * HOUR), window_ends_at: iso(endedAt) },
      }),
    });
    const { unmount } = await renderPage();
    expect(
      await within(myPart()).findByText(
        /^Your window ended at \d{1,2}:\d\d (am|pm) IST\. Your best submission for each problem counts; see the leaderboard below\.$/,
      ),
    ).toBeInTheDocument();
    unmount();

    answer({ current: contest({ dayStart: Date.now() - 2 * DAY, me: registered }) });
    await renderPage();
    expect(
      await within(myPart()).findByText('The contest is over. The final standings are below.'),
    ).toBeInTheDocument();
    expect(within(myPart()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for the leaderboard again when the page regains focus', async () => {
    let leaderboard = board;
    answer({ current: contest({ dayStart: Date.now() - HOUR }) });
    server.use(
      apiHttp.get('/contests/{contestId}/leaderboard', ({ response }) => response(200).json(leaderboard)),
    );
    await renderPage();
    expect(await screen.findByText('Asha K.')).toBeInTheDocument();
    leaderboard = {
      ...board,
      rows: [
        { ...board.rows[1]!, rank: 1, average_rating: 9, time_taken_seconds: 600, problems_attempted: 2 },
        { ...board.rows[0]!, rank: 2 },
      ],
    };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() =>
      expect(Array.from(screen.getAllByRole('rowheader'), (cell) => cell.textContent)).toEqual([
        'Ravi S.',
        'Asha K. Interview',
      ]),
    );
    focusManager.setFocused(undefined);
  });

  it("goes by the API's clock, not the device's: a phone two hours slow still sees the contest day", async () => {
    useSessionStore.getState().signIn('user-1', 'asha@example.com');
    const serverNow = Date.now() + 2 * HOUR;
    answer({ current: contest({ dayStart: Date.now() + HOUR, me: registered, serverNow }) });
    await renderPage();
    expect(await within(myPart()).findByText('The contest is open.')).toBeInTheDocument();
    expect(within(myPart()).getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });
});
