/* eslint-disable @typescript-eslint/no-require-imports -- each test loads the module afresh (its warm-up is once per page) */

// jsdom has no workers: this stands in for the browser's, and the test says when it answers.
class FakeWorker {
  static created: FakeWorker[] = [];
  static only(): FakeWorker {
    expect(FakeWorker.created).toHaveLength(1);
    return FakeWorker.created[0] as FakeWorker;
  }
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: string) {
    FakeWorker.created.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

type Modules = {
  React: typeof import('react');
  hydrateRoot: typeof import('react-dom/client').hydrateRoot;
  renderToString: typeof import('react-dom/server').renderToString;
  readerIntl: typeof import('./reader-intl');
};

/** The page's modules as a new page loads them (React with them, so the hook uses that copy). */
function freshPage(): Modules {
  jest.resetModules();
  return {
    React: require('react'),
    hydrateRoot: require('react-dom/client').hydrateRoot,
    renderToString: require('react-dom/server').renderToString,
    readerIntl: require('./reader-intl'),
  };
}

/** Server-renders parts that show which format they may use, then hydrates them; returns the container. */
async function hydrateParts({ React, hydrateRoot, renderToString, readerIntl }: Modules, parts = 1) {
  function DateText() {
    return React.createElement('span', null, readerIntl.useReaderIntl() ? 'reader' : 'server');
  }
  const page = () =>
    React.createElement(
      'p',
      null,
      Array.from({ length: parts }, (_, index) => React.createElement(DateText, { key: index })),
    );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  const recoverable: unknown[] = [];
  await React.act(async () => {
    hydrateRoot(container, page(), { onRecoverableError: (error) => void recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  return container;
}

const texts = (container: HTMLElement) =>
  [...container.querySelectorAll('span')].map((span) => span.textContent);

describe('the reader’s Intl, once a worker has loaded ICU', () => {
  const revoked: string[] = [];

  // React's act() is used directly here, without Testing Library, which would say this for it.
  beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

  beforeEach(() => {
    FakeWorker.created = [];
    revoked.length = 0;
    Object.assign(globalThis, { Worker: FakeWorker });
    URL.createObjectURL = () => `blob:warm-up-${FakeWorker.created.length}`;
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { Worker?: unknown }).Worker;
    document.body.replaceChildren();
  });

  it('hydrates the server’s text, then every part shows the reader’s once the one worker answers', async () => {
    const modules = freshPage();
    const container = await hydrateParts(modules, 3);
    expect(texts(container)).toEqual(['server', 'server', 'server']);
    const worker = FakeWorker.only();
    await modules.React.act(async () => worker.onmessage?.({ data: 'ready' }));
    expect(texts(container)).toEqual(['reader', 'reader', 'reader']);
    expect(worker.terminated).toBe(true);
    expect(revoked).toEqual([worker.url]);
  });

  it('shows the reader’s format when the worker fails (a policy refusing it, say)', async () => {
    const modules = freshPage();
    const container = await hydrateParts(modules);
    await modules.React.act(async () => FakeWorker.only().onerror?.());
    expect(texts(container)).toEqual(['reader']);
  });

  it('stops waiting for a worker that never answers', async () => {
    jest.useFakeTimers();
    const modules = freshPage();
    const container = await hydrateParts(modules);
    await modules.React.act(async () => jest.advanceTimersByTime(modules.readerIntl.WARM_UP_GIVE_UP_MS - 1));
    expect(texts(container)).toEqual(['server']);
    await modules.React.act(async () => jest.advanceTimersByTime(1));
    expect(texts(container)).toEqual(['reader']);
    expect(FakeWorker.only().terminated).toBe(true);
  });

  it('formats at once right after hydration in a browser without workers', async () => {
    delete (globalThis as { Worker?: unknown }).Worker;
    const container = await hydrateParts(freshPage());
    expect(texts(container)).toEqual(['reader']);
  });

  it('gives the worker a script that loads a date formatter and then answers', () => {
    const { WARM_UP_SOURCE } = freshPage().readerIntl;
    const postMessage = jest.fn();
    new Function('postMessage', WARM_UP_SOURCE)(postMessage);
    expect(WARM_UP_SOURCE).toMatch(/new Intl\.DateTimeFormat\(/);
    expect(postMessage).toHaveBeenCalledWith('ready');
  });
});
