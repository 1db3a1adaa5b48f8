import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { apiHttp, recordApiRequests, setupApiMock } from 'shared-api/src/testing/api-mock';
import { renderScreen } from '../../../lib/testing/render-screen';
import { SPLIT_SHARE_KEY } from '../hooks/use-split-share';
import ProblemScreen from './problem-screen';

// Monaco cannot run in jsdom; a textarea stands in for the editor, the rest is the real page. Like
// Monaco's actions, it runs the shortcuts itself (without stopping the event, to be strict).
jest.mock('../../editor/code-editor', () => ({
  __esModule: true,
  default: ({
    value,
    onChange,
    label,
    shortcuts,
  }: {
    value: string;
    onChange: (value: string) => void;
    label: string;
    shortcuts?: { run: () => void; evaluate: () => void };
  }) => (
    <div className="monaco-editor">
      <textarea
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !event.ctrlKey) return;
          if (event.shiftKey) shortcuts?.evaluate();
          else shortcuts?.run();
        }}
      />
    </div>
  ),
}));

const server = setupApiMock();

/** A window `width` px wide, for the page's media queries; `resize` changes it and tells listeners. */
function viewport(width: number) {
  let current = width;
  const listeners = new Set<() => void>();
  window.matchMedia = (query: string) => {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.NaN);
    return {
      get matches() {
        return current >= minWidth;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      current = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function fakePracticeApi() {
  server.use(
    apiHttp.get('/health', ({ response }) =>
      response(200).json({ status: 'ok', engine: 'pglite', database: { ok: true } }),
    ),
    apiHttp.get('/practice/question', ({ query, response }) =>
      response(200).json({
        problem_id: 'p-1',
        title: 'Calm Stretch',
        tags: ['arrays'],
        level: Number(query.get('level')),
        question: `# Calm Stretch — Level ${query.get('level')}\n\nFind the **longest** stretch.`,
        sample_tests: [{ input: '3\n1 2 1', output: '2 1' }],
        starter_templates: null,
        time_limit_ms: 2000,
      }),
    ),
    apiHttp.get('/practice/level-lock-status', ({ response }) =>
      response(200).json({ previous_level_cleared: false }),
    ),
    apiHttp.get('/practice/submission/latest', ({ response }) => response(200).json({ submission: null })),
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
    apiHttp.post('/practice/run-code', ({ response }) =>
      response(200).json({ compile_error: null, samples: [], custom: null }),
    ),
    apiHttp.post('/practice/evaluate-code', ({ response }) =>
      response(200).json({ success: true, limit_reached: false, message: '' }),
    ),
  );
  return recordApiRequests(server);
}

const openProblem = (option: string) =>
  renderScreen(<ProblemScreen />, {
    url: `/practice/problem?id=p-1&option=${option}&level=1&language=python`,
    path: '/practice/problem',
    otherPaths: ['/login', '/practice'],
  });

const originalMatchMedia = window.matchMedia;

// jsdom 26 has no PointerEvent; without one, fireEvent's pointer events carry no clientX or button.
if (!('PointerEvent' in window)) {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventStandIn;
}

describe('Problem page: the question beside the code', () => {
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.getState().signIn('user-1', 'learner@example.com');
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('at 1200 px shows the statement and the editor side by side, with a divider at 34 % (the code gets the larger part)', async () => {
    viewport(1200);
    fakePracticeApi();
    openProblem('question');
    const question = await screen.findByRole('region', { name: 'Question' });
    expect(await within(question).findByText('longest')).toBeInTheDocument();
    // The editor is requested once the statement is on screen.
    expect(
      await screen.findByRole('textbox', { name: 'Code editor, Python' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
    const divider = screen.getByRole('separator', { name: 'Resize the question and the code' });
    expect(divider).toHaveAttribute('aria-valuenow', '34');
    expect(divider).toHaveAttribute('aria-orientation', 'vertical');
    // The side rail stays.
    expect(screen.getByRole('navigation', { name: 'Problem sections' })).toBeInTheDocument();
  });

  it('at 1199 px keeps the tabs: the question alone, then the code alone', async () => {
    viewport(1199);
    fakePracticeApi();
    openProblem('question');
    expect(await screen.findByText('longest')).toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Code editor, Python' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Code' }));
    expect(await screen.findByRole('textbox', { name: 'Code editor, Python' })).toBeInTheDocument();
    expect(screen.queryByText('longest')).not.toBeInTheDocument();
  });

  it('switches between the split and the tabs as the window is resized', async () => {
    const window = viewport(1280);
    fakePracticeApi();
    openProblem('code');
    expect(await screen.findByRole('separator')).toBeInTheDocument();
    window.resize(1100);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Code editor, Python' })).toBeInTheDocument();
    expect(screen.queryByText('longest')).not.toBeInTheDocument();
  });

  it('keeps Result and History on their own tabs on a wide screen', async () => {
    viewport(1920);
    fakePracticeApi();
    openProblem('result');
    expect(await screen.findByRole('heading', { name: 'No Evaluation Found' })).toBeInTheDocument();
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByText('longest')).not.toBeInTheDocument();
  });

  it('moves the divider with the keyboard and remembers it across visits', async () => {
    viewport(1280);
    fakePracticeApi();
    const first = openProblem('question');
    const divider = await screen.findByRole('separator');
    divider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '38');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(divider).toHaveAttribute('aria-valuenow', '28');
    await userEvent.keyboard('{Home}');
    expect(divider).toHaveAttribute('aria-valuenow', '25');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '75');
    await userEvent.keyboard('{ArrowLeft}');
    expect(localStorage.getItem(SPLIT_SHARE_KEY)).toBe('73');
    first.unmount();

    openProblem('code');
    expect(await screen.findByRole('separator')).toHaveAttribute('aria-valuenow', '73');
  });

  it('follows a pointer drag and remembers where it was let go', async () => {
    viewport(1280);
    fakePracticeApi();
    openProblem('question');
    const divider = await screen.findByRole('separator');
    const split = divider.parentElement!;
    split.getBoundingClientRect = () => ({ left: 100, width: 1000, top: 0, height: 800 }) as DOMRect;
    // jsdom has no pointer capture: the divider holds the pointer between down and up.
    let captured = false;
    divider.setPointerCapture = () => (captured = true);
    divider.hasPointerCapture = () => captured;
    divider.releasePointerCapture = () => (captured = false);

    fireEvent.pointerDown(divider, { button: 0, pointerId: 1, clientX: 550 });
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: 700 });
    expect(divider).toHaveAttribute('aria-valuenow', '60');
    expect(localStorage.getItem(SPLIT_SHARE_KEY)).toBeNull();
    fireEvent.pointerUp(divider, { pointerId: 1, clientX: 1050 });
    // Past the limit, it stops at 75 %.
    expect(divider).toHaveAttribute('aria-valuenow', '75');
    expect(localStorage.getItem(SPLIT_SHARE_KEY)).toBe('75');
  });

  it('runs with Ctrl+Enter and evaluates with Ctrl+Shift+Enter while reading the statement', async () => {
    viewport(1280);
    const api = fakePracticeApi();
    openProblem('question');
    // The editor comes after the statement's first paint.
    await screen.findByRole('region', { name: 'Question' });
    const editor = await screen.findByRole('textbox', { name: 'Code editor, Python' }, { timeout: 5000 });
    await userEvent.click(editor);
    await userEvent.paste('print(2)\n');

    screen.getByRole('region', { name: 'Question' }).focus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.requestsTo('POST /practice/run-code')).toHaveLength(1));
    expect(api.requestsTo('POST /practice/evaluate-code')).toHaveLength(0);

    // Inside the editor the editor's action runs it, and the page's listener stays out: one Run.
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(api.requestsTo('POST /practice/run-code')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Run' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Enter Meta+Enter',
    );

    await userEvent.keyboard('{Control>}{Shift>}{Enter}{/Shift}{/Control}');
    await waitFor(() => expect(api.requestsTo('POST /practice/evaluate-code')).toHaveLength(1));
    expect(await api.requestsTo('POST /practice/evaluate-code')[0]?.body).toMatchObject({
      code: 'print(2)\n',
    });
    // An accepted evaluation opens the Result tab, as the Evaluate button does.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('option=result'));
  });
});
