import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue } from './use-browser-value';

function hydrateCounted(inBrowser: string, onServer: string) {
  let renders = 0;
  function Label() {
    renders += 1;
    return (
      <span>
        {useBrowserValue(
          () => inBrowser,
          () => onServer,
        )}
      </span>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Label />);
  const serverRenders = renders;
  document.body.append(container);
  return {
    container,
    hydrate: async () => {
      const recoverable: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, <Label />, { onRecoverableError: (error) => void recoverable.push(error) });
      });
      return { recoverable, browserRenders: renders - serverRenders };
    },
  };
}

describe('useBrowserValue on a server-rendered part', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrates the server value, then shows the browser value', async () => {
    const { container, hydrate } = hydrateCounted('2 Jun 2025', '1 Jun 2025');
    expect(container.textContent).toBe('1 Jun 2025');
    const { recoverable, browserRenders } = await hydrate();
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('2 Jun 2025');
    expect(browserRenders).toBe(2);
  });

  it('does not render again after hydration when the browser computes the same value', async () => {
    const { container, hydrate } = hydrateCounted('1 Jun 2025', '1 Jun 2025');
    const { recoverable, browserRenders } = await hydrate();
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe('1 Jun 2025');
    expect(browserRenders).toBe(1);
  });

  it('gives the browser value at once to a part the browser renders first', () => {
    let shown = '';
    function Label() {
      shown = useBrowserValue(
        () => 'browser',
        () => 'server',
      );
      return null;
    }
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      createRoot(container).render(<Label />);
    });
    expect(shown).toBe('browser');
  });
});
