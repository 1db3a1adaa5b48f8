import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/testing/render-screen';
import type { RunCodeResult } from '../api/run-code';
import { CodeTab } from './code-tab';

// Monaco cannot run in jsdom; a textarea stands in for the editor, the rest is the real code tab.
jest.mock('../../editor/code-editor', () => ({
  __esModule: true,
  default: ({
    value,
    onChange,
    label,
  }: {
    value: string;
    onChange: (value: string) => void;
    label: string;
  }) => <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />,
}));

const problemRef = { problemId: 'p-1', userId: 'user-1', level: 1, language: 'python' } as const;

const RUN_ANSWER: RunCodeResult = {
  compile_error: null,
  samples: [
    {
      index: 0,
      verdict: 'passed',
      passed: true,
      input: '2 3\n',
      expected_output: '5\n',
      actual_output: '5\n',
      stderr: '',
      time_ms: 21,
    },
    {
      index: 1,
      verdict: 'wrong_answer',
      passed: false,
      input: '10 20\n',
      expected_output: '30\n',
      actual_output: '200\n',
      stderr: '',
      time_ms: 19,
    },
  ],
  custom: {
    input: '4 5\n',
    verdict: 'finished',
    stdout: '20\n',
    stderr: 'debug: 4 5\n',
    exit_description: null,
    time_ms: 18,
  },
};

const server = setupApiMock();

/** `refusal`: the status and message the API refuses the Run with, instead of answering RUN_ANSWER. */
function renderCodeTab(refusal?: { status: 429; message: string }) {
  server.use(
    apiHttp.get('/health', ({ response }) =>
      response(200).json({ status: 'ok', engine: 'pglite', database: { ok: true } }),
    ),
    apiHttp.get('/practice/submission/latest', ({ response }) => response(200).json({ submission: null })),
    // A level without starter code: these tests type their programs into an empty editor.
    apiHttp.get('/practice/question', ({ response }) =>
      response(200).json({
        problem_id: 'p-1',
        title: 'Echo',
        tags: ['io'],
        level: 1,
        question: '# Echo',
        sample_tests: [],
        time_limit_ms: 2000,
        starter_templates: null,
      }),
    ),
    apiHttp.post('/practice/run-code', ({ response }) =>
      refusal
        ? response(refusal.status).json({ message: refusal.message, retry_after_seconds: 60 })
        : response(200).json(RUN_ANSWER),
    ),
  );
  const api = recordApiRequests(server);
  renderScreen(<CodeTab problemRef={problemRef} onEvaluated={jest.fn()} onLanguageChange={jest.fn()} />, {
    url: '/practice/problem?id=p-1&option=code&level=1&language=python',
    path: '/practice/problem',
  });
  return api;
}

async function typeCode(code: string) {
  const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' });
  await userEvent.click(editor);
  await userEvent.paste(code);
}

describe('CodeTab Run on the samples', () => {
  beforeEach(() => localStorage.clear());

  it('runs the code with the custom input and shows each sample and the custom output', async () => {
    const api = renderCodeTab();
    await typeCode('a, b = map(int, input().split())\nprint(a * b)\n');
    await userEvent.click(screen.getByRole('textbox', { name: /Custom input/ }));
    await userEvent.paste('4 5\n');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));

    const results = await screen.findByRole('region', { name: 'Run results' });
    expect(results).toHaveTextContent('1 of 2 sample tests passed');
    const second = within(screen.getByRole('article', { name: 'Sample 2' }));
    expect(second.getByText('Wrong answer')).toBeInTheDocument();
    expect(second.getByText('200')).toBeInTheDocument();
    expect(second.getByText('30')).toBeInTheDocument();
    const custom = within(screen.getByRole('article', { name: 'Custom input' }));
    expect(custom.getByText('Finished')).toBeInTheDocument();
    expect(custom.getByText('debug: 4 5')).toBeInTheDocument();

    expect(await api.requestsTo('POST /practice/run-code')[0]?.body).toEqual({
      problem_id: 'p-1',
      user_id: 'user-1',
      level: 1,
      language: 'python',
      code: 'a, b = map(int, input().split())\nprint(a * b)\n',
      custom_input: '4 5\n',
    });
    expect(api.requestsTo('POST /practice/evaluate-code')).toHaveLength(0);
  });

  it('shows the server’s reason when a Run is refused, such as the per-minute limit', async () => {
    renderCodeTab({
      status: 429,
      message: "You have used this minute's 60 Runs. Try again in 1 minute.",
    });
    await typeCode('print(1)\n');
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You have used this minute's 60 Runs. Try again in 1 minute.",
    );
  });

  it('refuses custom input over 16 KB and empty code without calling the server', async () => {
    const api = renderCodeTab();
    await screen.findByRole('textbox', { name: 'Code editor, Python' });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please write some code before submitting it for evaluation!',
    );
    await typeCode('print(1)\n');
    await userEvent.click(screen.getByRole('textbox', { name: /Custom input/ }));
    await userEvent.paste('9'.repeat(16 * 1024 + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getAllByText('The custom input must be at most 16 KB.').length).toBeGreaterThan(0);
    expect(api.requestsTo('POST /practice/run-code')).toHaveLength(0);
  });
});
