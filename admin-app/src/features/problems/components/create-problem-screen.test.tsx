import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { ApiResponse } from 'shared-api';
import { HttpResponse, apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderWithProviders } from '../../../testing/render-with-providers';
import CreateProblemScreen from './create-problem-screen';

// The form is large: typing without the per-key pause keeps these tests quick.
const userEvent = userEventBase.setup({ delay: null });
jest.setTimeout(60_000);

const server = setupApiMock();

/** Every request the screen sent, in order: the path after /v1 and the JSON body. */
function recordRequests() {
  const requests: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    requests.push({
      path: new URL(request.url).pathname.replace(/^\/v1/, ''),
      body: await request.clone().json(),
    });
  });
  return requests;
}
afterEach(() => server.events.removeAllListeners());

const answerSave = (failed = false) =>
  server.use(
    apiHttp.post('/practice/problem', ({ response }) =>
      failed
        ? response.untyped(HttpResponse.json({ message: 'down' }, { status: 500 }))
        : response(200).json({
            problem: {
              id: 'p-1',
              title: 'Two sums',
              level_1_question: 'Question 1',
              level_2_question: 'Question 2',
              level_3_question: 'Question 3',
              tags: ['arrays', 'hashing'],
            },
            message: 'Problem saved successfully!',
          }),
    ),
  );

const referenceRun: ApiResponse<'/practice/problem/check-reference', 'post'> = {
  passed: false,
  overall_rating: 5,
  correctness_rating: 5,
  correctness_notes: '1 of 2 tests passed.',
  efficiency_rating: 10,
  efficiency_notes: '',
  readability_rating: 10,
  readability_notes: '',
  extensibility_rating: 10,
  extensibility_notes: '',
  robustness_rating: 10,
  robustness_notes: '',
  runtime_ms: 59,
  memory_kb: 9000,
  test_results: [
    { index: 0, sample: true, passed: true, verdict: 'passed', time_ms: 31, memory_kb: 9000 },
    { index: 1, sample: false, passed: false, verdict: 'wrong_answer', time_ms: 28, memory_kb: 9000 },
  ],
};

const problemForm = () => screen.getByRole('form', { name: 'Problem' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save problem' }));

async function fillLevel(level: number, input: string, output: string) {
  await userEvent.type(screen.getByLabelText(`Level ${level} question`), `Question ${level}`);
  await userEvent.type(screen.getByLabelText(`Level ${level} test 1 input (stdin)`), input);
  await userEvent.type(screen.getByLabelText(`Level ${level} test 1 expected output`), output);
}

describe('/practice/create-problem', () => {
  it('names every missing part of the problem and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<CreateProblemScreen />);
    await save();
    await waitFor(() => expect(within(problemForm()).getAllByRole('alert')).toHaveLength(8));
    const messages = within(problemForm())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(messages).toEqual([
      'Title is a mandatory field!',
      'At least one tag is needed!',
      'Level 1 question is a mandatory field!',
      'Level 1 needs at least one test.',
      'Level 2 question is a mandatory field!',
      'Level 2 needs at least one test.',
      'Level 3 question is a mandatory field!',
      'Level 3 needs at least one test.',
    ]);
    expect(requests).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Problem title'));
  });

  it('focuses the first invalid field in the order of the form: the tags chip input, then a level', async () => {
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.type(screen.getByLabelText('Problem title'), 'Two sums');
    await save();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Tags')));

    await userEvent.type(screen.getByLabelText('Tags'), 'arrays{Enter}');
    await fillLevel(1, '1 2', '3');
    await userEvent.type(screen.getByLabelText('Level 2 question'), 'Question 2');
    await save();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Level 2 test 1 input (stdin)')),
    );
    expect(screen.getByText('Level 2 needs at least one test.')).toBeInTheDocument();
  });

  it('refuses a time limit outside the sandbox range', async () => {
    renderWithProviders(<CreateProblemScreen />);
    const limit = screen.getByLabelText('Level 2 time limit (ms per test)');
    await userEvent.clear(limit);
    await userEvent.type(limit, '20001');
    await save();
    expect(
      await screen.findByText('The level 2 time limit must be from 100 to 20000 ms.'),
    ).toBeInTheDocument();
  });

  it('saves the problem with its tests and time limits', async () => {
    const requests = recordRequests();
    answerSave();
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.type(screen.getByLabelText('Problem title'), 'Two sums');
    await userEvent.type(screen.getByLabelText('Tags'), 'Arrays, hashing{Enter}');
    await fillLevel(1, '1 2', '3');
    await fillLevel(2, '2 2', '4');
    await fillLevel(3, '5 5', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Add a level 3 test case' }));
    await userEvent.type(screen.getByLabelText('Level 3 test 2 input (stdin)'), '100 1');
    await userEvent.type(screen.getByLabelText('Level 3 test 2 expected output'), '101');
    await save();

    expect(await screen.findByText('Problem saved successfully!')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      title: 'Two sums',
      tags: ['arrays', 'hashing'],
      level_1_question: 'Question 1',
      level_2_question: 'Question 2',
      level_3_question: 'Question 3',
      level_1_tests: [{ input: '1 2', output: '3', sample: true }],
      level_2_tests: [{ input: '2 2', output: '4', sample: true }],
      level_3_tests: [
        { input: '5 5', output: '10', sample: true },
        { input: '100 1', output: '101', sample: false },
      ],
      level_1_time_limit_ms: 2000,
      level_2_time_limit_ms: 2000,
      level_3_time_limit_ms: 2000,
    });
    await waitFor(() => expect(screen.getByLabelText('Problem title')).toHaveValue(''));
  });

  it('runs the pasted reference against the level tests and shows each result', async () => {
    const requests = recordRequests();
    server.use(
      apiHttp.post('/practice/problem/check-reference', ({ response }) => response(200).json(referenceRun)),
    );
    renderWithProviders(<CreateProblemScreen />);
    await fillLevel(1, '1 2', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add a level 1 test case' }));
    await userEvent.type(screen.getByLabelText('Level 1 test 2 input (stdin)'), '2 2');
    await userEvent.type(screen.getByLabelText('Level 1 test 2 expected output'), '5');
    await userEvent.click(screen.getByText('Run the reference (level 1)'));
    await userEvent.selectOptions(screen.getByLabelText('Level 1 reference language'), 'javascript');
    await userEvent.type(screen.getByLabelText('Level 1 reference solution'), 'console.log(3)');
    await userEvent.click(screen.getByRole('button', { name: 'Run the level 1 reference' }));

    const results = await screen.findByRole('region', { name: 'Level 1 reference results' });
    expect(within(results).getByText(/passed 1 of 2 tests/)).toBeInTheDocument();
    expect(within(results).getByText('Wrong answer')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      language: 'javascript',
      code: 'console.log(3)',
      tests: [
        { input: '1 2', output: '3', sample: true },
        { input: '2 2', output: '5', sample: false },
      ],
      time_limit_ms: 2000,
    });
  });

  it('shows the failure in red and keeps everything typed', async () => {
    answerSave(true);
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.type(screen.getByLabelText('Problem title'), 'Two sums');
    await userEvent.type(screen.getByLabelText('Tags'), 'arrays{Enter}');
    await fillLevel(1, '1', '1');
    await fillLevel(2, '2', '2');
    await fillLevel(3, '3', '3');
    await save();
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByLabelText('Problem title')).toHaveValue('Two sums');
    expect(screen.getByLabelText('Level 3 question')).toHaveValue('Question 3');
  });
});

describe('/practice/create-problem: importing a problem package', () => {
  const exported = {
    format: 'referralhub-problem',
    version: 1,
    title: 'Echo Chamber',
    tags: ['strings', 'io'],
    levels: [
      {
        question: 'Print it.',
        time_limit_ms: 1500,
        tests: [
          { input: '1', output: '1', sample: true },
          { input: 'secret', output: 'secret', sample: false },
        ],
      },
      {
        question: 'Print it twice.',
        time_limit_ms: 2000,
        tests: [{ input: '2', output: '2', sample: true }],
      },
      {
        question: 'Print it thrice.',
        time_limit_ms: 3000,
        tests: [{ input: '3', output: '3', sample: true }],
      },
    ],
  };
  const packageFile = (content: unknown, name = 'echo-chamber.problem.json') =>
    new File([typeof content === 'string' ? content : JSON.stringify(content)], name, {
      type: 'application/json',
    });

  it('fills every field from the file, hidden tests and limits included, and saves it as it came', async () => {
    const requests = recordRequests();
    answerSave();
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.upload(screen.getByLabelText('Import a problem package'), packageFile(exported));

    expect(await screen.findByText('Imported Echo Chamber: check it, then save.')).toBeInTheDocument();
    expect(screen.getByLabelText('Problem title')).toHaveValue('Echo Chamber');
    expect(screen.getByLabelText('Level 2 question')).toHaveValue('Print it twice.');
    expect(screen.getByLabelText('Level 1 test 2 input (stdin)')).toHaveValue('secret');
    expect(screen.getByLabelText('Level 3 time limit (ms per test)')).toHaveValue(3000);
    await save();

    expect(await screen.findByText('Problem saved successfully!')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({
      title: 'Echo Chamber',
      tags: ['strings', 'io'],
      level_1_question: 'Print it.',
      level_2_question: 'Print it twice.',
      level_3_question: 'Print it thrice.',
      level_1_tests: exported.levels[0]!.tests,
      level_2_tests: exported.levels[1]!.tests,
      level_3_tests: exported.levels[2]!.tests,
      level_1_time_limit_ms: 1500,
      level_2_time_limit_ms: 2000,
      level_3_time_limit_ms: 3000,
    });
  });

  it.each([
    [
      'a file that is not JSON',
      packageFile('title: Echo'),
      'This file is not JSON: choose a problem package (.json) exported from Manage problems.',
    ],
    [
      'JSON of another kind',
      packageFile({ ...exported, format: 'polygon' }),
      'This file is not a problem package (format: Invalid input: expected "referralhub-problem").',
    ],
    [
      'a package missing a level',
      packageFile({ ...exported, levels: exported.levels.slice(0, 2) }),
      'This file is not a problem package (levels: Too small: expected array to have >=3 items).',
    ],
    [
      'a package of a later format',
      packageFile({ ...exported, version: 2 }),
      'This package has format version 2; this site reads version 1.',
    ],
    [
      'a file larger than any problem',
      packageFile('x'.repeat(2 * 1024 * 1024 + 1)),
      'This file is larger than a problem can be (2 MB): choose a problem package exported here.',
    ],
  ])('refuses %s, says why and leaves the form as it was', async (_case, file, message) => {
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.type(screen.getByLabelText('Problem title'), 'Typed by hand');
    const input = screen.getByLabelText('Import a problem package');
    await userEvent.upload(input, file);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Problem title')).toHaveValue('Typed by hand');
  });
});
