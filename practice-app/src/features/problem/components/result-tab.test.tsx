import { screen, waitFor, within } from '@testing-library/react';
import type { ApiResponse } from 'shared-api';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/testing/render-screen';
import type { Evaluation } from '../types';
import { ResultTab } from './result-tab';

// The screen polls once a second: a step may take several polls' time on a loaded CI machine.
const POLL_STEP_TIMEOUT_MS = 8000;
const POLLING_TEST_TIMEOUT_MS = 30_000;

const problemRef = { problemId: 'p-1', userId: 'user-1', level: 1, language: 'python' } as const;

const evaluation: Evaluation = {
  overall_rating: 7.4,
  correctness_rating: 10,
  correctness_notes: 'All 9 tests passed.',
  efficiency_rating: 6,
  efficiency_notes: 'The largest test used 60% of the time limit.',
  readability_rating: 4.5,
  readability_notes: '`solve` (lines 3–95) is 93 lines long.',
  extensibility_rating: 7,
  extensibility_notes: '',
  robustness_rating: 5,
  robustness_notes: 'No input validation.',
  test_results: [
    {
      index: 0,
      sample: true,
      passed: true,
      verdict: 'passed',
      time_ms: 31,
      memory_kb: 9000,
      input: '3\n1 2 1',
      expected_output: '2 1',
      actual_output: '2 1',
    },
    {
      index: 1,
      sample: false,
      passed: false,
      verdict: 'time_limit_exceeded',
      time_ms: 2000,
      memory_kb: 12000,
    },
  ],
  runtime_ms: 2000,
  memory_kb: 12000,
  error: null,
  reviewer_notes: null,
  measured_growth: null,
  verdict: {
    accepted: false,
    reason: 'time_limit_exceeded',
    failed_tests: 1,
    passed_tests: 1,
    total_tests: 2,
    message: 'Not accepted: time limit exceeded on 1 hidden test.',
  },
  how_rated: {
    category: 'dsa',
    weights: { correctness: 0.35, efficiency: 0.2, readability: 0.2, extensibility: 0.15, robustness: 0.1 },
    note: 'Overall for a data-structures-and-algorithms problem: correctness 30%, efficiency 20%, readability 25%, extensibility 15%, robustness 10%.',
  },
};

type LatestEvaluation = ApiResponse<'/practice/evaluation/latest'>;

/** The API's answer, with the fields a test does not care about at their usual values. */
const latest = (answer: Partial<LatestEvaluation> & Pick<LatestEvaluation, 'status'>): LatestEvaluation => ({
  submission_id: 's-1',
  queue_position: null,
  evaluation: null,
  error: null,
  runtime_percentile: null,
  ...answer,
});

function ratingOf(name: string) {
  const item = screen.getByRole('heading', { level: 4, name }).closest('li');
  if (!item) throw new Error(`No rating for ${name}`);
  return within(item);
}

describe('ResultTab', () => {
  const server = setupApiMock();
  const answerLatest = (answer: () => LatestEvaluation) =>
    server.use(apiHttp.get('/practice/evaluation/latest', ({ response }) => response(200).json(answer())));
  const answerLevelUnlocked = () =>
    server.use(
      apiHttp.get('/practice/level-lock-status', ({ response }) =>
        response(200).json({ previous_level_cleared: true }),
      ),
    );

  it('says so when nothing was evaluated yet', async () => {
    answerLatest(() => latest({ submission_id: null, status: 'none' }));
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });
    expect(await screen.findByRole('heading', { name: 'No Evaluation Found' })).toBeInTheDocument();
    expect(screen.getByText(/No code was submitted yet/)).toBeInTheDocument();
  });

  it('explains an evaluation that failed', async () => {
    answerLatest(() =>
      latest({ status: 'failed', error: 'The evaluation could not be queued. Please submit again.' }),
    );
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });
    expect(await screen.findByRole('heading', { name: 'The evaluation failed' })).toBeInTheDocument();
    expect(screen.getByText('The evaluation could not be queued. Please submit again.')).toBeInTheDocument();
  });

  it('says how an accepted submission’s runtime compares with other accepted ones', async () => {
    answerLatest(() =>
      latest({
        status: 'done',
        evaluation,
        runtime_percentile: {
          faster_than_percent: 73,
          compared_with: 41,
          runtime_ms: 12,
          message: 'Runtime 12 ms: faster than 73% of accepted Python solutions to this level.',
        },
      }),
    );
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });
    expect(
      await screen.findByText('Runtime 12 ms: faster than 73% of accepted Python solutions to this level.'),
    ).toBeInTheDocument();
  });

  it('colours each rating by its band and always shows the number', async () => {
    answerLatest(() => latest({ status: 'done', evaluation }));
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });

    const overall = await screen.findByRole('heading', { name: 'Overall rating' });
    const overallBadge = within(overall.parentElement as HTMLElement).getByText('7.4');
    expect(overallBadge).toHaveAttribute('data-tone', 'high');
    expect(ratingOf('Correctness').getByText('10')).toHaveAttribute('data-tone', 'high');
    expect(ratingOf('Efficiency').getByText('6')).toHaveAttribute('data-tone', 'mid');
    expect(ratingOf('Readability').getByText('4.5')).toHaveAttribute('data-tone', 'low');
    expect(ratingOf('Extensibility').getByText('7')).toHaveAttribute('data-tone', 'high');
    expect(ratingOf('Robustness').getByText('5')).toHaveAttribute('data-tone', 'mid');
    expect(ratingOf('Readability').getByText('`solve` (lines 3–95) is 93 lines long.')).toBeInTheDocument();
  });

  it('shows the verdict first, LeetCode-style, above the ratings, and how the ratings are weighed', async () => {
    const slow: Evaluation = {
      ...evaluation,
      overall_rating: 6.9,
      verdict: {
        accepted: false,
        reason: 'time_limit_exceeded',
        failed_tests: 3,
        passed_tests: 9,
        total_tests: 12,
        message: 'Not accepted: time limit exceeded on 3 hidden tests.',
      },
    };
    answerLatest(() => latest({ status: 'done', evaluation: slow }));
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });

    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    expect(verdict).toHaveTextContent('Not accepted: time limit exceeded on 3 hidden tests.');
    expect(verdict).toHaveTextContent('9 of 12 tests passed');
    expect(verdict).toHaveAttribute('data-tone', 'mid');
    const ratings = screen.getByRole('heading', { name: 'Ratings' });
    const overall = screen.getByRole('heading', { name: 'Overall rating' });
    for (const after of [ratings, overall]) {
      expect(verdict.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(
      screen.getByText(/^Overall for a data-structures-and-algorithms problem: correctness 30%/),
    ).toBeInTheDocument();
  });

  it('shows an accepted submission as accepted, in green', async () => {
    const accepted: Evaluation = {
      ...evaluation,
      overall_rating: 9.4,
      verdict: {
        accepted: true,
        reason: null,
        failed_tests: 0,
        passed_tests: 12,
        total_tests: 12,
        message: 'Accepted: all 12 tests passed within the limits.',
      },
    };
    answerLatest(() => latest({ status: 'done', evaluation: accepted }));
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });
    const verdict = await screen.findByRole('region', { name: 'Verdict' });
    expect(verdict).toHaveTextContent('Accepted: all 12 tests passed within the limits.');
    expect(verdict).toHaveAttribute('data-tone', 'high');
  });

  it('lists the tests, runtime and memory; hidden tests show only their verdict', async () => {
    answerLatest(() => latest({ status: 'done', evaluation }));
    renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });

    expect(await screen.findByRole('heading', { name: 'Tests: 1 of 2 passed' })).toBeInTheDocument();
    expect(screen.getByText('Runtime').nextSibling).toHaveTextContent('2000 ms');
    expect(screen.getByText('Memory').nextSibling).toHaveTextContent('11.7 MB');
    const rows = screen.getAllByRole('listitem').filter((row) => row.textContent?.startsWith('Test '));
    expect(rows[0]).toHaveTextContent('Test 1 (sample)');
    expect(within(rows[0] as HTMLElement).getByText('Show input and output')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Test 2 (hidden)');
    expect(rows[1]).toHaveTextContent('Time limit exceeded');
    expect(within(rows[1] as HTMLElement).queryByText('Show input and output')).not.toBeInTheDocument();
  });

  it(
    'shows that the code is being evaluated and polls until the rating is in',
    async () => {
      let answers = 0;
      answerLatest(() => {
        answers += 1;
        return answers < 3
          ? latest({ status: answers === 1 ? 'pending' : 'running' })
          : latest({ status: 'done', evaluation });
      });
      answerLevelUnlocked();
      const { requestsTo } = recordApiRequests(server);
      renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });

      expect(await screen.findByText('Your code is queued for evaluation…')).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Running your code against the tests…',
          {},
          { timeout: POLL_STEP_TIMEOUT_MS },
        ),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Overall rating' }, { timeout: POLL_STEP_TIMEOUT_MS }),
      ).toBeInTheDocument();
      await waitFor(() => expect(requestsTo('GET /practice/evaluation/latest')).toHaveLength(3));
    },
    POLLING_TEST_TIMEOUT_MS,
  );

  it(
    'shows a queued submission with its position, which moves up, then the result',
    async () => {
      let answers = 0;
      answerLatest(() => {
        answers += 1;
        const waiting = { submission_id: 's-2' };
        if (answers === 1) return latest({ ...waiting, status: 'pending', queue_position: 2 });
        if (answers === 2) return latest({ ...waiting, status: 'pending', queue_position: 1 });
        if (answers === 3) return latest({ ...waiting, status: 'running', queue_position: null });
        return latest({ submission_id: 's-2', status: 'done', queue_position: null, evaluation });
      });
      answerLevelUnlocked();
      renderScreen(<ResultTab problemRef={problemRef} />, { url: '/practice/problem' });

      expect(await screen.findByRole('heading', { name: 'Queued — position 2' })).toBeInTheDocument();
      expect(screen.getByText(/1 submission is ahead of yours\./)).toBeInTheDocument();
      expect(
        await screen.findByRole(
          'heading',
          { name: 'Queued — position 1' },
          { timeout: POLL_STEP_TIMEOUT_MS },
        ),
      ).toBeInTheDocument();
      expect(screen.getByText(/Yours is next\./)).toBeInTheDocument();
      expect(
        await screen.findByText(
          'Running your code against the tests…',
          {},
          { timeout: POLL_STEP_TIMEOUT_MS },
        ),
      ).toBeInTheDocument();
      expect(
        await screen.findByRole('heading', { name: 'Overall rating' }, { timeout: POLL_STEP_TIMEOUT_MS }),
      ).toBeInTheDocument();
    },
    POLLING_TEST_TIMEOUT_MS,
  );
});
