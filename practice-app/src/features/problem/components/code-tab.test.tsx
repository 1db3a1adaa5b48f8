import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'shared-ui/toast';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { saveDraft } from '../../../lib/code-drafts';
import type { PracticeLanguage } from '../../../lib/languages';
import { renderScreen } from '../../../lib/testing/render-screen';
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
const server = setupApiMock();

const submitted = (id: string, code: string) => ({
  id,
  problem_id: 'p-1',
  user_id: 'user-1',
  level: 1,
  language: 'python',
  code,
  created_at: '2025-08-15T10:30:00.000Z',
  status: 'done' as const,
  queue_position: null,
  error: null,
  evaluation: null,
});

type LanguageAvailability = { available: boolean; reason?: string };
const available: LanguageAvailability = { available: true };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const LOOKS_LIKE_JAVA = 'The code does not appear to be Python. It looks like Java.';

function renderCodeTab({
  languagePassed = true,
  evaluateAnswer = { success: true, limit_reached: false },
  latestSubmission = null as { id: string; code: string } | null,
  evaluatorLanguages = undefined as Record<string, LanguageAvailability> | undefined,
  starterTemplates = null as Record<PracticeLanguage, string> | null,
} = {}) {
  server.use(
    // Without languages, the health report says nothing about the evaluator.
    apiHttp.get('/health', ({ response }) =>
      response(200).json({
        status: 'ok',
        engine: 'pglite',
        database: { ok: true },
        ...(evaluatorLanguages && {
          evaluator: {
            languages: {
              python: available,
              javascript: available,
              typescript: available,
              java: available,
              cpp: available,
              go: available,
              ...evaluatorLanguages,
            },
            sandbox: available,
            seccomp: available,
            analyzers: {
              python: available,
              javascript: available,
              typescript: available,
              java: available,
              cpp: available,
              go: available,
            },
          },
        }),
      }),
    ),
    apiHttp.get('/practice/question', ({ response }) =>
      response(200).json({
        problem_id: 'p-1',
        title: 'Calm Stretch',
        tags: ['dsa'],
        level: 1,
        question: '# Calm Stretch',
        sample_tests: [],
        time_limit_ms: 2000,
        starter_templates: starterTemplates,
      }),
    ),
    apiHttp.get('/practice/submission/latest', ({ response }) =>
      response(200).json({
        submission: latestSubmission && submitted(latestSubmission.id, latestSubmission.code),
      }),
    ),
    // The server checks the language as it accepts the code, and refuses with a 400 saying why.
    apiHttp.post('/practice/evaluate-code', ({ response }) =>
      languagePassed
        ? response(200).json({ ...evaluateAnswer, message: '' })
        : response(400).json({ message: LOOKS_LIKE_JAVA }),
    ),
  );
  const api = recordApiRequests(server);
  const onEvaluated = jest.fn();
  const onLanguageChange = jest.fn();
  renderScreen(
    <CodeTab problemRef={problemRef} onEvaluated={onEvaluated} onLanguageChange={onLanguageChange} />,
    {
      url: '/practice/problem?id=p-1&option=code&level=1&language=python',
      path: '/practice/problem',
      otherPaths: ['/practice/premium'],
    },
  );
  return { api, onEvaluated, onLanguageChange };
}

async function typeCode(code: string) {
  const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' });
  await userEvent.click(editor);
  await userEvent.paste(code);
}

describe('CodeTab evaluate flow', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('asks for code when the editor is empty or blank, and calls nothing', async () => {
    const { api } = renderCodeTab();
    await screen.findByRole('textbox', { name: 'Code editor, Python' });
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please write some code before submitting it for evaluation!',
    );

    await typeCode('   ');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please write some code before submitting it for evaluation!',
    );
    expect(api.requestsTo('POST /practice/evaluate-code')).toHaveLength(0);
  });

  it("shows the server's wrong-language message for 7 seconds in one request, and stays on the code", async () => {
    const toastError = jest.spyOn(toast, 'error');
    const { api, onEvaluated } = renderCodeTab({ languagePassed: false });
    await typeCode('public class Main {}');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByText(LOOKS_LIKE_JAVA)).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith(LOOKS_LIKE_JAVA, { duration: 7000 });
    expect(api.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).not.toContain(
      'POST /v1/practice/language-check',
    );
    expect(api.requestsTo('POST /practice/evaluate-code')).toHaveLength(1);
    expect(onEvaluated).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Code editor, Python' })).toHaveValue('public class Main {}');
  });

  it('sends the code with a fresh submission id and moves on to the result tab', async () => {
    const { api, onEvaluated } = renderCodeTab();
    await typeCode('print(42)');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));

    await waitFor(() => expect(onEvaluated).toHaveBeenCalledTimes(1));
    const [call] = api.requestsTo('POST /practice/evaluate-code');
    expect(await call?.body).toEqual({
      id: expect.stringMatching(UUID),
      problem_id: 'p-1',
      user_id: 'user-1',
      level: 1,
      language: 'python',
      code: 'print(42)',
    });
  });

  it('sends the learner to /practice/premium when the daily limit is reached', async () => {
    const { onEvaluated } = renderCodeTab({
      evaluateAnswer: { success: false, limit_reached: true },
    });
    await typeCode('print(42)');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));

    expect(await screen.findByRole('heading', { name: 'Screen /practice/premium' })).toBeInTheDocument();
    expect(onEvaluated).not.toHaveBeenCalled();
  });

  it('keeps the code and reuses the submission id when the evaluation request fails', async () => {
    const { api, onEvaluated } = renderCodeTab();
    server.use(
      apiHttp.post('/practice/evaluate-code', ({ response }) =>
        response.untyped(Response.json({ message: 'The evaluator is busy.' }, { status: 503 })),
      ),
    );
    await typeCode('print(42)');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(await screen.findByText('The evaluator is busy.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Code editor, Python' })).toHaveValue('print(42)');

    server.use(
      apiHttp.post('/practice/evaluate-code', ({ response }) =>
        response(200).json({ success: true, limit_reached: false, message: '' }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    await waitFor(() => expect(onEvaluated).toHaveBeenCalledTimes(1));
    const [first, second] = api.requestsTo('POST /practice/evaluate-code');
    expect(((await second?.body) as { id: string }).id).toBe(((await first?.body) as { id: string }).id);
  });

  it('starts from the last submitted code when there is no local draft', async () => {
    renderCodeTab({ latestSubmission: { id: 's-1', code: 'print("from the server")' } });
    const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' });
    await waitFor(() => expect(editor).toHaveValue('print("from the server")'));
  });

  it('prefers the local draft over the last submitted code', async () => {
    localStorage.setItem('practice.problem.p-1.draft.1.python', JSON.stringify('print("my draft")'));
    renderCodeTab({ latestSubmission: { id: 's-1', code: 'print("from the server")' } });
    const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' });
    expect(editor).toHaveValue('print("my draft")');
  });

  it('marks the languages the server cannot evaluate, and says why when one is chosen', async () => {
    renderCodeTab({
      evaluatorLanguages: {
        python: {
          available: false,
          reason: 'the Python toolchain (python3) is not installed on this server',
        },
        go: { available: false, reason: 'the Go toolchain (go) is not installed on this server' },
        java: { available: true },
      },
    });
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(await screen.findByRole('option', { name: 'Go (unavailable)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Java' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'C++' })).toBeInTheDocument();
    expect(select).toHaveDisplayValue('Python (unavailable)');
    expect(select).toHaveAccessibleDescription(
      'Python cannot be evaluated on this server right now: the Python toolchain (python3) is not installed on this server. Choose another language.',
    );
  });

  it('changes language through the select', async () => {
    const { onLanguageChange } = renderCodeTab();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'C++');
    expect(onLanguageChange).toHaveBeenCalledWith('cpp');
  });
});

describe('CodeTab starter template', () => {
  const PYTHON_TEMPLATE = 'def longest_calm_stretch(n: int) -> int:\n    return 0\n';
  const templates = {
    python: PYTHON_TEMPLATE,
    javascript: 'function longestCalmStretch(n) {}',
    typescript: 'function longestCalmStretch(n: number) {}',
    java: 'public class Main {}',
    cpp: 'int main() {}',
    go: 'package main',
  };
  beforeEach(() => localStorage.clear());

  it('opens on the template, and resets a draft to it only after the learner confirms', async () => {
    renderCodeTab({ starterTemplates: templates });
    const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' });
    await waitFor(() => expect(editor).toHaveValue(PYTHON_TEMPLATE));
    // Nothing to reset while the template is untouched.
    expect(screen.queryByRole('button', { name: 'Reset to template' })).not.toBeInTheDocument();

    await typeCode('# my idea');
    const reset = await screen.findByRole('button', { name: 'Reset to template' });
    await userEvent.click(reset);
    const dialog = await screen.findByRole('dialog', { name: 'Reset to template?' });
    expect(dialog).toHaveTextContent(
      'Your Python code for this level will be replaced by the starter template.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep my code' }));
    expect((editor as HTMLTextAreaElement).value).toContain('# my idea');

    await userEvent.click(screen.getByRole('button', { name: 'Reset to template' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
    expect(editor).toHaveValue(PYTHON_TEMPLATE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset to template' })).not.toBeInTheDocument();
  });

  it("keeps the learner's draft over the template", async () => {
    saveDraft({ problemId: 'p-1', level: 1, language: 'python' }, 'print("mine")');
    renderCodeTab({ starterTemplates: templates });
    const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' });
    await screen.findByRole('button', { name: 'Reset to template' });
    expect(editor).toHaveValue('print("mine")');
  });
});
