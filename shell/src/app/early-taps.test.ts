import { forgetEarlyTaps, keepEarlyTaps, replayEarlyTaps } from './early-taps';

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
    replayEarlyTaps();
    // Its part of the page is not hydrated yet (its code is still loading): React would drop it.
    jest.advanceTimersByTime(1000);
    expect(filters()).toBe(0);
    hydrate(root.querySelector('#filters')!);
    jest.advanceTimersByTime(50);
    expect(filters()).toBe(1);
    expect(menu()).toBe(0);
    // Once only: later taps are React's own.
    replayEarlyTaps();
    jest.advanceTimersByTime(1000);
    expect(filters()).toBe(1);
  });

  it('keeps a tap made after hydration began on a part React cannot answer yet (its code still loading)', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    replayEarlyTaps();
    const apply = root.querySelector<HTMLButtonElement>('#filters')!;
    const clicks = clicksOn(apply);
    apply.click();
    expect(clicks()).toBe(1); // the tap itself, which React dropped
    jest.advanceTimersByTime(2000);
    hydrate(apply);
    jest.advanceTimersByTime(50);
    expect(clicks()).toBe(2);
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(2);
  });

  it('leaves a tap React answered alone, and drops a kept one when the reader taps again', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    const menu = root.querySelector<HTMLButtonElement>('#menu')!;
    filters.click();
    replayEarlyTaps();
    // React hydrated the menu and answered this tap: the reader has moved on from Filters.
    hydrate(menu);
    const menuClicks = clicksOn(menu);
    menu.click();
    const filtersClicks = clicksOn(filters);
    hydrate(filters);
    jest.advanceTimersByTime(1000);
    expect(menuClicks()).toBe(1);
    expect(filtersClicks()).toBe(0);
  });

  it('does not click again a button React hydrated at once to answer the tap', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    replayEarlyTaps();
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    // What React does with a tap on a part whose code has arrived: hydrates it during the dispatch.
    root.addEventListener('click', () => hydrate(filters), { capture: true, once: true });
    const clicks = clicksOn(filters);
    filters.click();
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(1);
  });

  it('keeps a tap React dropped even when React hydrates the button before the next timer', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    replayEarlyTaps();
    const apply = root.querySelector<HTMLButtonElement>('#filters')!;
    // React cannot answer it yet: it stops the tap at #root…
    root.addEventListener('click', (event) => event.stopPropagation(), { capture: true, once: true });
    const clicks = clicksOn(apply);
    apply.click();
    expect(clicks()).toBe(0);
    // …and its scheduler hydrates the button in a task that runs before our timers.
    hydrate(apply);
    jest.advanceTimersByTime(100);
    expect(clicks()).toBe(1);
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(1);
  });

  it('keeps listening for 15 s after hydration began, then stops', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    replayEarlyTaps();
    jest.advanceTimersByTime(15_001);
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    const clicks = clicksOn(filters);
    filters.click();
    hydrate(filters);
    jest.advanceTimersByTime(1000);
    expect(clicks()).toBe(1);
  });

  it('gives up after 15 s: a much later click would surprise', () => {
    const root = serverMarkup();
    keepEarlyTaps(root);
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    filters.click();
    const clicks = clicksOn(filters);
    replayEarlyTaps();
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
    replayEarlyTaps();
    jest.advanceTimersByTime(1000);
    expect(search()).toBe(0);

    keepEarlyTaps(root);
    const filters = root.querySelector<HTMLButtonElement>('#filters')!;
    filters.click();
    filters.remove();
    hydrate(filters);
    const replayed = clicksOn(filters);
    replayEarlyTaps();
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
    replayEarlyTaps();
    jest.advanceTimersByTime(1000);
    expect(filters()).toBe(0);

    const empty = document.createElement('div');
    keepEarlyTaps(empty);
    empty.innerHTML = '<button type="button">Late</button>';
    empty.querySelector('button')!.click();
    hydrate(empty.querySelector('button')!);
    const late = clicksOn(empty.querySelector('button')!);
    replayEarlyTaps();
    jest.advanceTimersByTime(1000);
    expect(late()).toBe(0);
  });
});
