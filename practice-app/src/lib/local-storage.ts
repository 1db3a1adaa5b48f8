// localStorage can be full, disabled (private mode) or hold something another version wrote:
// reading and writing here never throw, a bad value reads as absent.

export function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Out of quota or storage disabled: the value lives on only in memory.
  }
}

export function removeKey(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was stored.
  }
}
