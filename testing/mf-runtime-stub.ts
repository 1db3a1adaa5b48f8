// Jest never talks to a real Module Federation runtime; tests that need remotes replace these.
export const init = jest.fn();
export const registerRemotes = jest.fn();
export const loadRemote = jest.fn(async () => null);
export const getInstance = jest.fn(() => null);
