import { forgetEarlyTaps, keepEarlyTaps, replayEarlyTap } from './early-taps';

function serverMarkup(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <button type="button" id="filters">Filters</button>
    <button type="button" id="menu">Menu</button>
    <form><button type="submit" id="search">Search</button></form>`;
  document.body.replaceChildren(root);
  return root;
}

/** What React does to an element it has hydrated (see isHydrated in ./early-taps.ts). */
function hydrate(element: Element) {
  Object.assign(element, { __reactProps$test: {} });
}

function clicksOn(button: Element): () => number {
  let clicks = 0;
  button.addEventListener('click', () => (clicks += 1));
  return () => clicks;
}

describe('taps before React takes the server’s markup over', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    forgetEarlyTaps();
    jest.useRealTimers();
  });

  it('the last tapped button is clicked again once React has hydrated it', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#menu')!.click();
    root.querySelector<HTMLButtonElement>('#filters')!.click();
    // What React's listener would see from now on:
    const filters = clicksOn(root.querySelector('#filters')!);
    const menu = clicksOn(root.querySelector('#menu')!);
    replayEarlyTap();
    // Its part of the page is not hydrated yet (its code is still loading): React would drop it.
    jest.advanceTimersByTime(1000);
    expect(filters()).toBe(0);
    hydrate(root.querySelector('#filters')!);
    jest.advanceTimersByTime(50);
    expect(filters()).toBe(1);
    expect(menu()).toBe(0);
    // Once only: later taps are React's own.
    replayEarlyTap();
    jest.advanceTimersByTime(1000);
    expect(filters()).toBe(1);
  });

  it('gives up after 15 s: a much later click would surprise', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    filters.click();
    const clicks = clicksOn(filters);
    replayEarlyTap();
    jest.advanceTimersByTime(16_000);
    hydrate(filters);
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(0);
  });

  it('keeps no submit button (its form works without scripts) and no button that left the page', () => {
    const root = serverMarkup();
    root.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#search')!.click();
    const search = clicksOn(root.querySelector('#search')!);
    hydrate(root.querySelector('#search')!);
    replayEarlyTap();
    jest.advanceTimersByTime(1000);
    expect(search()).toBe(0);

    keepEarlyTaps(root);
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    filters.click();
    filters.remove();
    hydrate(filters);
    const replayed = clicksOn(filters);
    replayEarlyTap();
    jest.advanceTimersByTime(1000);
    expect(replayed()).toBe(0);
  });

  it('forgets the tap when the markup is replaced instead of hydrated, and keeps nothing on an empty page', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    root.querySelector<HTMLButtonElement>('#filters')!.click();
    forgetEarlyTaps();
    hydrate(root.querySelector('#filters')!);
    const filters = clicksOn(root.querySelector('#filters')!);
    replayEarlyTap();
    jest.advanceTimersByTime(1000);
    expect(filters()).toBe(0);

    const empty = document.createElement('div');
    keepEarlyTaps(empty);
    empty.innerHTML = '<button type="button">Late</button>';
    empty.querySelector('button')!.click();
    hydrate(empty.querySelector('button')!);
    const late = clicksOn(empty.querySelector('button')!);
    replayEarlyTap();
    jest.advanceTimersByTime(1000);
    expect(late()).toBe(0);
  });
});
