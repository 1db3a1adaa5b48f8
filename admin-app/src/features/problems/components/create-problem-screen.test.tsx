import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import type { ApiResponse } from 'shared-api';
import { HttpResponse, apiHttp, setupApiMock } from 'shared-api/src/testing/api-mock';
import { toast } from 'shared-ui/toast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import CreateProblemScreen from './create-problem-screen';
import { GENERATOR_CALLS_HINT } from './programs-panel';

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
// sonner keeps a toast for its duration and shows it to the next test's Toaster: each test sees its own only.
afterEach(() => toast.dismiss());

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

type LevelCheckReport = ApiResponse<'/practice/admin/level-package/check', 'post'>;

const passingCheck: LevelCheckReport = {
  passed: true,
  problems: [],
  growth: { expected: 'O(n)', measured: 'O(n log n)', sizes: [1000, 4000, 2000] },
  tests: [
    {
      source: 'hand-written test 1',
      sample: true,
      input_bytes: 4,
      output_bytes: 2,
      input_sha256: 'a'.repeat(64),
      input_preview: '1 2\n',
      output_preview: '3\n',
    },
    {
      source: 'hand-written test 2',
      sample: false,
      input_bytes: 4,
      output_bytes: 3,
      input_sha256: 'b'.repeat(64),
      input_preview: '5 5\n',
      output_preview: '10\n',
    },
    {
      source: 'gen 10 1',
      sample: false,
      input_bytes: 31,
      output_bytes: 3,
      input_sha256: 'c'.repeat(64),
      input_preview: '10\n4 8 15 16 23 42 1 2 3 4\n',
      output_preview: '118\n',
    },
    {
      source: 'gen 200000 7',
      sample: false,
      input_bytes: 1_288_895,
      output_bytes: 13,
      input_sha256: 'd'.repeat(64),
      input_preview: `200000\n${'917 '.repeat(48)}`,
      output_preview: '100012345678\n',
    },
  ],
};

const failingCheck: LevelCheckReport = {
  passed: false,
  growth: null,
  problems: [
    'The generator ran out of time (1 s of CPU) on `gen 200000 7`.',
    'The reference solution printed 4 on hand-written test 2, which expects 5.',
  ],
  tests: [],
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
      level_1_programs: null,
      level_2_programs: null,
      level_3_programs: null,
    });
    await waitFor(() => expect(screen.getByLabelText('Problem title')).toHaveValue(''));
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

describe('/practice/create-problem: a level made from programs', () => {
  const reference = 'print(sum(map(int, input().split())))';
  const generator = 'import random';

  /** Opens the level's Programs panel and types its reference, generator and calls. */
  async function typePrograms(level: number, calls: string) {
    await userEvent.click(screen.getByText(`Programs (level ${level})`));
    await userEvent.selectOptions(screen.getByLabelText(`Level ${level} reference language`), 'cpp');
    await userEvent.type(screen.getByLabelText(`Level ${level} reference solution`), reference);
    await userEvent.type(screen.getByLabelText(`Level ${level} generator`), generator);
    await userEvent.type(screen.getByLabelText(`Level ${level} generator calls`), calls);
  }

  it('checks the programs on the typed tests under the time limit and shows a passing report', async () => {
    const requests = recordRequests();
    let answer: () => void = () => undefined;
    server.use(
      apiHttp.post('/practice/admin/level-package/check', async ({ response }) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return response(200).json(passingCheck);
      }),
    );
    renderWithProviders(<CreateProblemScreen />);
    const limit = screen.getByLabelText('Level 1 time limit (ms per test)');
    await userEvent.clear(limit);
    await userEvent.type(limit, '1000');
    await fillLevel(1, '1 2', '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add a level 1 test case' }));
    await userEvent.type(screen.getByLabelText('Level 1 test 2 input (stdin)'), '5 5');
    await typePrograms(1, 'gen 10 1{Enter}{Enter}  gen 200000 7  ');
    expect(screen.getByLabelText('Level 1 generator calls')).toHaveAccessibleDescription(
      'One call per line, such as gen 200000 7: the generator reads the numbers on stdin.',
    );
    await userEvent.type(screen.getByLabelText('Level 1 largest n'), '200000');
    await userEvent.click(screen.getByRole('button', { name: 'Check level 1' }));

    expect(await screen.findByRole('button', { name: 'Checking level 1...' })).toBeDisabled();
    answer();
    const report = await screen.findByRole('region', { name: 'Level 1 check report' });
    expect(within(report).getByRole('status')).toHaveTextContent('Level 1 passes its check: 4 tests.');
    expect(within(report).queryByRole('list')).not.toBeInTheDocument();
    expect(report).toHaveTextContent(
      "Reference's measured growth: O(n log n) (declared O(n)), timed at n = 1000, 2000, 4000.",
    );
    const table = within(report).getByRole('region', { name: 'Level 1 checked tests' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'hand-written test 1 (sample)',
      'hand-written test 2',
      'gen 10 1',
      'gen 200000 7',
    ]);
    const [, second, , large] = rows;
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4 B5 5\n', '3 B10\n']);
    expect(within(large!).getByText('gen 200000 7').tagName).toBe('CODE');
    expect(within(large!).getByText('1.3 MB')).toBeInTheDocument();
    expect(within(large!).getByText('100012345678', { exact: false }).tagName).toBe('PRE');
    expect(screen.getByRole('button', { name: 'Check level 1' })).toBeEnabled();

    expect(requests).toHaveLength(1);
    expect(requests[0]).toEqual({
      path: '/practice/admin/level-package/check',
      body: {
        time_limit_ms: 1000,
        programs: {
          reference: { language: 'cpp', code: reference },
          generator: { language: 'python', code: generator },
          validator: null,
          checker: null,
          generator_calls: ['gen 10 1', 'gen 200000 7'],
          expected_growth: null,
          growth_sizes: null,
          max_n: 200000,
        },
        hand_tests: [
          { input: '1 2', output: '3', sample: true },
          { input: '5 5', output: null, sample: false },
        ],
      },
    });
  });

  it('lists the problems of a failing check', async () => {
    server.use(
      apiHttp.post('/practice/admin/level-package/check', ({ response }) => response(200).json(failingCheck)),
    );
    renderWithProviders(<CreateProblemScreen />);
    await fillLevel(2, '1 2', '3');
    await typePrograms(2, 'gen 200000 7');
    await userEvent.click(screen.getByRole('button', { name: 'Check level 2' }));

    const report = await screen.findByRole('region', { name: 'Level 2 check report' });
    expect(within(report).getByRole('status')).toHaveTextContent('Level 2 fails its check.');
    const problems = within(report).getByRole('list', { name: 'Level 2 check problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The generator ran out of time (1 s of CPU) on `gen 200000 7`.',
      'The reference solution printed 4 on hand-written test 2, which expects 5.',
    ]);
    expect(within(report).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what is missing before checking, and sends nothing', async () => {
    const requests = recordRequests();
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.click(screen.getByText('Programs (level 3)'));
    await userEvent.click(screen.getByRole('button', { name: 'Check level 3' }));
    expect(screen.getByLabelText('Level 3 generator calls')).toHaveAccessibleDescription(
      `${GENERATOR_CALLS_HINT} Add a generator call or a test case first.`,
    );

    await userEvent.type(screen.getByLabelText('Level 3 generator calls'), 'gen 10 1');
    await userEvent.click(screen.getByRole('button', { name: 'Check level 3' }));
    expect(screen.getByLabelText('Level 3 reference solution')).toHaveAccessibleDescription(
      'Prints the expected output of every test. Paste a reference solution first.',
    );
    expect(screen.getByLabelText('Level 3 generator calls')).toHaveAccessibleDescription(
      GENERATOR_CALLS_HINT,
    );

    await userEvent.type(screen.getByLabelText('Level 3 reference solution'), 'print(1)');
    await userEvent.type(screen.getByLabelText('Level 3 largest n'), '2e5');
    await userEvent.click(screen.getByRole('button', { name: 'Check level 3' }));
    expect(screen.getByLabelText('Level 3 largest n')).toHaveAccessibleDescription(
      "Optional: the statement's bound on each input's first number; a test must reach it. The largest n is a whole number, such as 200000.",
    );
    expect(requests).toHaveLength(0);
  });

  it("shows the API's reason when it refuses the check", async () => {
    server.use(
      apiHttp.post('/practice/admin/level-package/check', ({ response }) =>
        response(400).json({
          message: 'Each generator call is "gen" followed by whole numbers, such as "gen 200000 7".',
        }),
      ),
    );
    renderWithProviders(<CreateProblemScreen />);
    await typePrograms(1, 'gen ten');
    await userEvent.click(screen.getByRole('button', { name: 'Check level 1' }));
    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(
      screen.getByText('Each generator call is "gen" followed by whole numbers, such as "gen 200000 7".'),
    ).toBeInTheDocument();
  });

  async function fillProblem() {
    await userEvent.type(screen.getByLabelText('Problem title'), 'Two sums');
    await userEvent.type(screen.getByLabelText('Tags'), 'arrays{Enter}');
    await fillLevel(1, '1 2', '3');
    await userEvent.type(screen.getByLabelText('Level 2 question'), 'Question 2');
    await userEvent.type(screen.getByLabelText('Level 2 test 1 input (stdin)'), '2 2');
    await fillLevel(3, '5 5', '10');
  }

  it('saves the level programs, and null for the levels without them', async () => {
    const requests = recordRequests();
    answerSave();
    renderWithProviders(<CreateProblemScreen />);
    await fillProblem();
    await typePrograms(2, 'gen 10 1{Enter}gen 200000 7');
    await userEvent.selectOptions(screen.getByLabelText('Level 2 validator language'), 'go');
    await userEvent.type(screen.getByLabelText('Level 2 validator'), 'package main');
    await save();

    expect(await screen.findByText('Problem saved successfully!')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      level_1_tests: [{ input: '1 2', output: '3', sample: true }],
      // Left blank for the reference to fill in.
      level_2_tests: [{ input: '2 2', output: '', sample: true }],
      level_1_programs: null,
      level_2_programs: {
        reference: { language: 'cpp', code: reference },
        generator: { language: 'python', code: generator },
        validator: { language: 'go', code: 'package main' },
        generator_calls: ['gen 10 1', 'gen 200000 7'],
      },
      level_3_programs: null,
    });
  });

  it('refuses to save generator calls without a reference solution, on their level', async () => {
    const requests = recordRequests();
    renderWithProviders(<CreateProblemScreen />);
    await fillProblem();
    await userEvent.click(screen.getByText('Programs (level 2)'));
    await userEvent.type(screen.getByLabelText('Level 2 generator calls'), 'gen 10 1');
    await save();

    await waitFor(() =>
      expect(screen.getByLabelText('Level 2 reference solution')).toHaveAccessibleDescription(
        'Prints the expected output of every test. Paste a reference solution first.',
      ),
    );
    expect(
      within(problemForm())
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Paste a reference solution first.']);
    expect(requests).toHaveLength(0);
  });

  it('shows why the API refused the programs on save, and keeps them', async () => {
    const refusal =
      "Level 2's programs fail their check: The reference solution crashed on hand-written test 1.";
    server.use(apiHttp.post('/practice/problem', ({ response }) => response(400).json({ message: refusal })));
    renderWithProviders(<CreateProblemScreen />);
    await fillProblem();
    await typePrograms(2, 'gen 10 1');
    await save();

    expect(await screen.findByText('An error occurred, try again later!')).toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Level 2 reference solution')).toHaveValue(reference);
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

  it('fills every field from a version 1 file, hidden tests and limits included, and saves it as it came', async () => {
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
      level_1_programs: null,
      level_2_programs: null,
      level_3_programs: null,
    });
  });

  it("fills each level's programs from a version 2 file and saves them as they came", async () => {
    const programs = {
      reference: { language: 'java', code: 'class Main {}' },
      generator: { language: 'python', code: 'import sys' },
      validator: { language: 'cpp', code: 'int main() {}' },
      checker: { language: 'python', code: 'import sys' },
      generator_calls: ['gen 10 1', 'gen 200000 7'],
      expected_growth: 'O(n log n)',
      growth_sizes: [1000, 8000],
      max_n: 200000,
    };
    const [level1, level2, level3] = exported.levels;
    const version2 = {
      ...exported,
      version: 2,
      levels: [
        { ...level1, programs: null },
        { ...level2, tests: [{ input: '2', output: '', sample: true }], programs },
        { ...level3, programs: null },
      ],
    };
    const requests = recordRequests();
    answerSave();
    renderWithProviders(<CreateProblemScreen />);
    await userEvent.upload(screen.getByLabelText('Import a problem package'), packageFile(version2));

    expect(await screen.findByText('Imported Echo Chamber: check it, then save.')).toBeInTheDocument();
    // The toast can show a moment before the levels remount with the file's programs.
    await waitFor(() =>
      expect(screen.getByLabelText('Level 2 reference solution')).toHaveValue('class Main {}'),
    );
    expect(screen.getByLabelText('Level 2 reference language')).toHaveValue('java');
    expect(screen.getByLabelText('Level 2 generator language')).toHaveValue('python');
    expect(screen.getByLabelText('Level 2 generator')).toHaveValue('import sys');
    expect(screen.getByLabelText('Level 2 validator language')).toHaveValue('cpp');
    expect(screen.getByLabelText('Level 2 validator')).toHaveValue('int main() {}');
    expect(screen.getByLabelText('Level 2 generator calls')).toHaveValue('gen 10 1\ngen 200000 7');
    expect(screen.getByLabelText('Level 2 largest n')).toHaveValue('200000');
    expect(screen.getByLabelText('Level 1 reference solution')).toHaveValue('');
    await save();

    expect(await screen.findByText('Problem saved successfully!')).toBeInTheDocument();
    expect(requests[0]?.body).toMatchObject({
      level_2_tests: [{ input: '2', output: '', sample: true }],
      level_1_programs: null,
      level_2_programs: programs,
      level_3_programs: null,
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
      packageFile({ ...exported, version: 3 }),
      'This package has format version 3; this site reads version 2.',
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
