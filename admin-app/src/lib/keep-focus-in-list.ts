// Issue 32: an action on a row or card of a list (approve, unpublish, mark as referred) disables its
// button while it is sent, then changes the row or removes it. Each of those drops the keyboard focus
// to the page body, and the next Tab starts from the top of the page. This keeps it in the list.

const WATCH_FOR_MS = 30_000;

/** The page's heading (AdminPage's h1): where focus goes when the list has no row left. */
export const pageHeading = () => document.getElementById('admin-page-title');

/**
 * Call when an action starts from a control inside an element marked `data-focus-item` (focusable, e.g.
 * `tabIndex={-1}`) of a container marked `data-focus-list`. Whenever focus is lost from then on, it goes
 * to that item while it is on the page, else to the item now in its place (or the last one), else to
 * `fallback`. It stops watching once the reader has moved focus elsewhere, or after 30 s.
 */
export function keepFocusInList(from: Element, fallback: () => HTMLElement | null = pageHeading): void {
  const item = from.closest<HTMLElement>('[data-focus-item]');
  const list = item?.closest<HTMLElement>('[data-focus-list]');
  if (!item || !list) return;
  const itemsOf = () =>
    list.isConnected ? [...list.querySelectorAll<HTMLElement>('[data-focus-item]')] : [];
  const index = itemsOf().indexOf(item);

  const check = () => {
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!lost) {
      if (!item.contains(active)) stop();
      return;
    }
    if (item.isConnected) {
      item.focus();
      return;
    }
    stop();
    const rest = itemsOf();
    (rest[Math.min(index, rest.length - 1)] ?? fallback())?.focus();
  };
  const observer = new MutationObserver(check);
  // The whole page: an emptied list is replaced by a message. A button that becomes disabled loses focus
  // without any element leaving the page.
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  const timer = setTimeout(() => stop(), WATCH_FOR_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
}
