// Whether the page has loaded shared-ui/toast (sonner). The shell mounts its Toaster only then, so a
// page that shows no toast never downloads sonner. The toast entry and the shell's bundle may hold
// separate copies of this module, so the state lives on the page (a global flag and a DOM event),
// not in a module variable.
const LOADED_EVENT = 'referralhub:toasts-loaded';
const LOADED_FLAG = Symbol.for('referralhub.toastsLoaded');

type FlagHolder = { [LOADED_FLAG]?: true };

/** Called once by shared-ui/toast when it is evaluated. */
export function announceToastsLoaded(): void {
  (globalThis as FlagHolder)[LOADED_FLAG] = true;
  if (typeof dispatchEvent === 'function') dispatchEvent(new Event(LOADED_EVENT));
}

export function toastsLoaded(): boolean {
  return (globalThis as FlagHolder)[LOADED_FLAG] === true;
}

export function subscribeToastsLoaded(onLoaded: () => void): () => void {
  addEventListener(LOADED_EVENT, onLoaded);
  return () => removeEventListener(LOADED_EVENT, onLoaded);
}
