import { screen, waitFor, within } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render-with-providers';
import CreateProblemScreen from './create-problem-screen';

// The form is large: typing without the per-key pause keeps these tests quick.
const userEvent = userEventBase.setup({ delay: null });
jest.setTimeout(30_000);

const problemForm = () => screen.getByRole('form', { name: 'Problem' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save problem' }));

async function fillLevel(level: number, input: string, output: string) {
  await userEvent.type(screen.getByLabelText(`Level ${level} question`), `Question ${level}`);
  await userEvent.type(screen.getByLabelText(`Level ${level} test 1 input (stdin)`), input);
  await userEvent.type(screen.getByLabelText(`Level ${level} test 1 expected output`), output);
}

describe('/practice/create-problem', () => {
  it('names every missing part of the problem and sends nothing', async () => {
    const { requests } = mockApi({});
    renderWithProviders(<CreateProblemScreen />);
    await save();
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
  });

  it('refuses a time limit outside the sandbox range', async () => {
    mockApi({});
    renderWithProviders(<CreateProblemScreen />);
    const limit = screen.getByLabelText('Level 2 time limit (ms per test)');
    await userEvent.clear(limit);
    await userEvent.type(limit, '20001');
    await save();
    expect(screen.getByText('The level 2 time limit must be from 100 to 20000 ms.')).toBeInTheDocument();
  });

  it('saves the problem with its tests and time limits', async () => {
    const { requests } = mockApi({
      'POST /practice/problem': { body: { problem: { id: 'p-1' } } },
    });
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
    const { requests } = mockApi({
      'POST /practice/problem/check-reference': {
        body: {
          passed: false,
          test_results: [
            { index: 0, sample: true, passed: true, verdict: 'passed', time_ms: 31, memory_kb: 9000 },
            { index: 1, sample: false, passed: false, verdict: 'wrong_answer', time_ms: 28, memory_kb: 9000 },
          ],
        },
      },
    });
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
    mockApi({ 'POST /practice/problem': { status: 500, body: { message: 'down' } } });
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
