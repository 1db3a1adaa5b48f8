import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { saveProblemPreferences } from '../../../lib/problem-preferences';
import { renderScreen } from '../../../lib/testing/render-screen';
import ProblemScreen from './problem-screen';

const LOCKED_MESSAGE = 'You need overall rating of at least 7 in the previous level to unlock this level.';

const server = setupApiMock();

function fakePracticeApi(clearedLevels: number[] = []) {
  server.use(
    apiHttp.get('/practice/question', ({ query, response }) =>
      response(200).json({
        problem_id: 'p-1',
        title: 'Calm Stretch',
        tags: ['arrays'],
        level: Number(query.get('level')),
        question: `# Calm Stretch — Level ${query.get('level')}\n\nFind the **longest** stretch.`,
        sample_tests: [{ input: '3\n1 2 1', output: '2 1' }],
        time_limit_ms: 2000,
        starter_templates: null,
      }),
    ),
    apiHttp.get('/practice/level-lock-status', ({ query, response }) =>
      response(200).json({ previous_level_cleared: clearedLevels.includes(Number(query.get('level')) - 1) }),
    ),
    apiHttp.get('/practice/evaluation/latest', ({ response }) =>
      response(200).json({
        submission_id: null,
        status: 'none',
        queue_position: null,
        evaluation: null,
        error: null,
        runtime_percentile: null,
      }),
    ),
    apiHttp.get('/practice/submissions', ({ response }) =>
      response(200).json({ data: { results: [], current_page: 1 } }),
    ),
  );
  return recordApiRequests(server);
}

const openProblem = (url: string) =>
  renderScreen(<ProblemScreen />, { url, path: '/practice/problem', otherPaths: ['/login', '/practice'] });

describe('ProblemScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().signIn('user-1', 'learner@example.com');
  });

  it('sends visitors who are not logged in to /login', async () => {
    useSessionStore.getState().clear();
    fakePracticeApi();
    openProblem('/practice/problem?id=p-1');
    expect(await screen.findByRole('heading', { name: 'Screen /login' })).toBeInTheDocument();
  });

  it('opens the question tab of level 1 in python by default and writes that into the URL', async () => {
    fakePracticeApi();
    openProblem('/practice/problem?id=p-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calm Stretch' })).toBeInTheDocument();
    expect(await screen.findByText('longest')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Level 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Question' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/practice/problem?id=p-1&option=question&level=1&language=python',
      ),
    );
    expect(JSON.parse(localStorage.getItem('practice.problem.p-1.preferences') ?? '{}')).toEqual({
      tab: 'question',
      level: 1,
      language: 'python',
    });
  });

  it('reopens the tab, level and language last used on that problem', async () => {
    fakePracticeApi([1]);
    saveProblemPreferences('p-1', { tab: 'history', level: 2, language: 'go' });
    openProblem('/practice/problem?id=p-1');
    expect(await screen.findByRole('heading', { name: 'No Submission Found' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Level 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('option=history&level=2&language=go');
  });

  it('shows locks on levels whose previous level is not cleared, and the locked message', async () => {
    fakePracticeApi();
    openProblem('/practice/problem?id=p-1&option=question&level=2&language=python');
    expect(await screen.findByRole('tab', { name: 'Level 2 (locked)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Level 3 (locked)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Level 1' })).toBeInTheDocument();
    expect(screen.getByText(LOCKED_MESSAGE)).toBeInTheDocument();
  });

  it('opens level 2 once level 1 is cleared, while level 3 stays locked', async () => {
    const api = fakePracticeApi([1]);
    openProblem('/practice/problem?id=p-1&option=question&level=1&language=python');
    const level2 = await screen.findByRole('tab', { name: 'Level 2' });
    expect(await screen.findByRole('tab', { name: 'Level 3 (locked)' })).toBeInTheDocument();
    await userEvent.click(level2);
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Calm Stretch — Level 2' })).toBeInTheDocument();
    expect(screen.queryByText(LOCKED_MESSAGE)).not.toBeInTheDocument();
    expect(api.requestsTo('GET /practice/question').some((call) => call.query.get('level') === '2')).toBe(
      true,
    );
  });

  it('re-checks the lock status when the result tab loads', async () => {
    const api = fakePracticeApi();
    openProblem('/practice/problem?id=p-1&option=question&level=1&language=python');
    await screen.findByRole('tab', { name: 'Level 2 (locked)' });
    const checksBefore = api.requestsTo('GET /practice/level-lock-status').length;

    server.use(
      apiHttp.get('/practice/level-lock-status', ({ query, response }) =>
        response(200).json({ previous_level_cleared: query.get('level') === '2' }),
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Result' }));
    expect(await screen.findByRole('heading', { name: 'No Evaluation Found' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Level 2' })).toBeInTheDocument();
    expect(api.requestsTo('GET /practice/level-lock-status').length).toBeGreaterThan(checksBefore);
  });
});
