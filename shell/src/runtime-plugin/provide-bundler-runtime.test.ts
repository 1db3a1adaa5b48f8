import provideBundlerRuntime, { PROVIDED_BUNDLER_RUNTIME } from './provide-bundler-runtime';

type BeforeInit = (args: unknown) => unknown;
const page = globalThis as Record<string, unknown>;

function shellFederation() {
  return { bundlerRuntime: { consumes: jest.fn(), I: jest.fn() }, attachShareScopeMap: jest.fn() };
}

afterEach(() => {
  delete page[PROVIDED_BUNDLER_RUNTIME];
  delete page.__webpack_require__;
});

describe('provideBundlerRuntime', () => {
  it("publishes the shell's bundler runtime functions for the remotes when the shell's runtime starts", () => {
    const federation = shellFederation();
    page.__webpack_require__ = { federation };
    const args = { options: { name: 'shell' } };

    const returned = (provideBundlerRuntime().beforeInit as BeforeInit)(args);

    expect(returned).toBe(args);
    expect(page[PROVIDED_BUNDLER_RUNTIME]).toEqual({
      bundlerRuntime: federation.bundlerRuntime,
      attachShareScopeMap: federation.attachShareScopeMap,
    });
  });

  it('keeps the first published runtime when the runtime starts again', () => {
    const first = shellFederation();
    page.__webpack_require__ = { federation: first };
    (provideBundlerRuntime().beforeInit as BeforeInit)({});
    page.__webpack_require__ = { federation: shellFederation() };
    (provideBundlerRuntime().beforeInit as BeforeInit)({});

    expect((page[PROVIDED_BUNDLER_RUNTIME] as { bundlerRuntime: unknown }).bundlerRuntime).toBe(
      first.bundlerRuntime,
    );
  });
});
