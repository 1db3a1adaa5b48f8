// Build-time prerendering (docs/TEAM-CONTRACTS.md, "Markup before JavaScript"). After an app's
// browser build, a second, small build of the same sources for Node renders the app's public
// routes to HTML with React's `prerender`, and `prerender.json` is written beside mf-manifest.json:
// per route, the markup and the files (relative to the build folder) the browser needs to show it.
// The shell's server stitches the live release's markup into the page at request time
// (shell/server/pages/page-stitcher.ts), so a remote's deploy changes its pages' HTML on its own.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRsbuild, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  PRERENDER_FILE,
  RELEASE_BASE_PLACEHOLDER,
  SERVER_RENDER_FILE,
  type PrerenderedRoute,
  type RemotePrerenderDocument,
} from './shell/server/protocol';

/** A route as a remote declares it in `src/app/routes.ts`, with what the prerender reads. */
export interface PrerenderRouteDeclaration {
  path: string;
  prerender?: boolean;
  /** See PrerenderedRoute.requests: the remote owns its first screen's request, so it declares it. */
  firstScreenRequests?: readonly string[];
  /** See PrerenderedRoute.params: the query parameters its first screen is rendered from. */
  firstScreenParams?: readonly string[];
  /** 'signed-in': only a signed-in reader's screen is rendered (a visitor is sent to log in). */
  access?: string;
}

/**
 * A declared first-screen request is a path below the API's base URL: never an absolute URL, a
 * protocol-relative one or a way out of the base path, since the shell's server puts it in a hint.
 */
export function assertApiRequestPath(app: string, route: string, request: string): void {
  const valid =
    request.startsWith('/') &&
    !request.startsWith('//') &&
    !/[\\\s"<>]/.test(request) &&
    !request
      .split('?')[0]!
      .split('/')
      .some((part) => part === '..' || part === '.');
  if (!valid)
    throw new Error(`${app} declares the first-screen request "${request}" for ${route}: not an API path`);
}

interface PrerenderOptions {
  /** The Node module to build: it exports `render(input)` resolving to HTML. */
  entry: string;
  /** Module aliases for the entry (e.g. the remote's screens map). */
  alias?: Record<string, string>;
  /** The asset prefix the browser build resolves to (`/` for the shell). */
  assetPrefix: string;
  /**
   * Renders with the built module and returns the JSON document to write. `exports` loads a fresh
   * copy of the module. A document naming a `server` file gets the module itself copied there.
   */
  collect: (
    render: Render,
    assets: BuildAssets,
    exports: () => Record<string, unknown>,
  ) => Promise<Record<string, unknown>>;
}

/** One render by a fresh copy of the Node bundle: the markup and the ids of the modules that ran. */
type Render = (input: string) => Promise<{ html: string; modules: string[] }>;

/** The browser build's files, to tell which of them a piece of markup needs. */
export interface BuildAssets {
  /** Every stylesheet, relative to the build folder. */
  css: string[];
  /**
   * The files of the browser chunks that hold any of these modules (ids as the Node build names
   * them: paths relative to the app, e.g. `./src/features/feed/components/feed-screen.tsx`).
   */
  filesFor: (modules: readonly string[]) => string[];
}

function filesUnder(dir: string, extension: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, extension, base);
    return entry.name.endsWith(extension) ? [path.relative(base, full).split(path.sep).join('/')] : [];
  });
}

/** Split chunks can carry the same stylesheet twice (same content hash): one copy is enough. */
function oneCopyOfEachStylesheet(files: readonly string[]): string[] {
  const byContent = new Map<string, string>();
  for (const file of files) {
    const key = file.endsWith('.css') ? file.replace(/^.*\.(\w+)\.css$/, '$1') : file;
    if (!byContent.has(key)) byContent.set(key, file);
  }
  return [...new Set(byContent.values())];
}

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}

/** `css-loader!./src/x.module.css`, `./src/x.tsx + 3 modules`: the source file's path alone. */
function sourcePath(id: string): string {
  const withoutLoaders = id.split(' + ')[0]?.split('!').at(-1) ?? id;
  return withoutLoaders.split('?')[0] ?? withoutLoaders;
}

/** A module of the browser build's stats and the modules concatenated into it, as source paths. */
function moduleNames(module: StatsModule): string[] {
  const own = module.name ? [sourcePath(module.name)] : [];
  return [...own, ...(module.modules ?? []).flatMap(moduleNames)];
}

function buildAssets(distDir: string, stats: Rspack.Stats | Rspack.MultiStats | undefined): BuildAssets {
  const single = stats && 'stats' in stats ? stats.stats[0] : stats;
  const chunks = (single?.toJson({ all: false, chunks: true, chunkModules: true }).chunks ?? []).map(
    (chunk) => ({
      files: chunk.files ?? [],
      modules: new Set((chunk.modules ?? []).flatMap((module) => moduleNames(module as StatsModule))),
    }),
  );
  return {
    css: oneCopyOfEachStylesheet(filesUnder(distDir, '.css')),
    filesFor: (modules) => {
      const ids = modules.map(sourcePath);
      // The app's own source: its chunks, scripts and stylesheets.
      const own = ids.filter((id) => id.startsWith('./src/'));
      const needed = chunks.filter((chunk) => own.some((id) => chunk.modules.has(id)));
      // Shared packages' code comes from whichever app provides it first (the shell, mostly), but a
      // shared-ui entry the shell does not hold (tabs) is this app's own chunk: its stylesheet must
      // come with the markup, or the page shifts when it arrives. The shell's server skips a
      // stylesheet the shell's page already links (same content hash).
      const sharedUi = ids.filter((id) => /^(\.\.\/)+shared-ui\//.test(id));
      const sharedStylesheets = chunks
        .filter((chunk) => sharedUi.some((id) => chunk.modules.has(id)))
        .flatMap((chunk) => chunk.files.filter((file) => file.endsWith('.css')));
      return oneCopyOfEachStylesheet([...needed.flatMap((chunk) => chunk.files), ...sharedStylesheets]);
    },
  };
}

async function buildForNode(rootPath: string, options: PrerenderOptions, outDir: string): Promise<string> {
  const rsbuild = await createRsbuild({
    cwd: rootPath,
    rsbuildConfig: {
      plugins: [pluginReact()],
      source: { entry: { render: { import: options.entry, html: false } } },
      // The code editor never renders in Node (it needs a browser and a signed-in user): not built.
      resolve: { alias: { 'monaco-editor': false, ...options.alias } },
      output: {
        target: 'node',
        distPath: { root: outDir },
        assetPrefix: options.assetPrefix,
        filenameHash: false,
        minify: false,
        sourceMap: false,
        emitAssets: false,
        cleanDistPath: false,
      },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      // One file; every module apart, its id its path (see BuildAssets.filesFor).
      tools: {
        rspack: {
          output: { asyncChunks: false },
          optimization: { moduleIds: 'named', concatenateModules: false },
          // shared-ui's entries only re-export, so they would be skipped; the browser build names
          // each shared entry's chunk by its entry module (BuildAssets.filesFor): keep them.
          module: { rules: [{ test: /[\\/]shared-ui[\\/]src[\\/]entries[\\/]/, sideEffects: true }] },
        },
      },
      logLevel: 'warn',
    },
  });
  await rsbuild.build();
  return path.join(outDir, 'render.js');
}

export function pluginPrerender(options: PrerenderOptions): RsbuildPlugin {
  return {
    name: 'referralhub:prerender',
    setup(api) {
      // Only production builds are served with their markup; dev servers stay client-rendered.
      if (process.env.NODE_ENV !== 'production') return;
      api.onAfterBuild(async ({ stats, environments }) => {
        const distDir = Object.values(environments)[0]?.distPath ?? api.context.distPath;
        const outDir = mkdtempSync(path.join(tmpdir(), 'referralhub-prerender-'));
        try {
          const file = await buildForNode(api.context.rootPath, options, outDir);
          const requireBuilt = createRequire(file);
          // A fresh copy per render, so its module cache names only what that render ran (a copy
          // under a new name: the config loader's require keeps its own cache).
          let copies = 0;
          const freshExports = () => {
            copies += 1;
            const copy = path.join(outDir, `render-${copies}.js`);
            copyFileSync(file, copy);
            return requireBuilt(copy) as Record<string, unknown>;
          };
          const render: Render = (input) => {
            const built = freshExports() as { render?: Render };
            if (!built.render) throw new Error(`${options.entry} does not export render()`);
            return built.render(input);
          };
          const document = await options.collect(render, buildAssets(distDir, stats), freshExports);
          if (typeof document.server === 'string') {
            // The release serves it beside prerender.json; the shell's server runs it in a worker.
            const target = path.join(distDir, document.server);
            mkdirSync(path.dirname(target), { recursive: true });
            copyFileSync(file, target);
          }
          writeFileSync(path.join(distDir, PRERENDER_FILE), `${JSON.stringify(document)}\n`);
        } finally {
          rmSync(outDir, { recursive: true, force: true });
        }
      });
    },
  };
}

const ROOT = import.meta.dirname ?? __dirname;

/**
 * The module declaring a remote's first-screen queries: `first-screen-queries.ts` beside its
 * screens module, or an empty declaration for a remote without data screens.
 */
function firstScreenQueriesModule(screensModule: string): string {
  const own = path.join(path.dirname(screensModule), 'first-screen-queries.ts');
  return existsSync(own) ? own : path.join(ROOT, 'shell/server/prerender/no-first-screen-queries.ts');
}

/**
 * A remote: each declared route marked `prerender` (a path without parameters) rendered from its
 * screens map; routes with first-screen queries also at request time, by the kept render bundle.
 */
export function remotePrerender(
  app: string,
  routes: readonly PrerenderRouteDeclaration[],
  screensModule: string,
): PrerenderOptions | null {
  const prerendered = routes.filter((route) => route.prerender);
  const paths = prerendered.map((route) => route.path);
  if (paths.length === 0) return null;
  for (const pattern of paths) {
    if (pattern.includes(':')) throw new Error(`${app} marks ${pattern} prerender, but it has parameters`);
  }
  for (const route of prerendered) {
    for (const param of route.firstScreenParams ?? []) {
      if (!/^[a-z][a-z0-9_]*$/.test(param))
        throw new Error(`${app} declares the first-screen parameter "${param}" for ${route.path}`);
    }
  }
  const signedInOnly = new Set(
    prerendered.filter((route) => route.access === 'signed-in').map((route) => route.path),
  );
  const paramsOf = new Map(prerendered.map((route) => [route.path, [...(route.firstScreenParams ?? [])]]));
  const requestsOf = new Map(
    prerendered.map((route) => {
      const requests = [...(route.firstScreenRequests ?? [])];
      for (const request of requests) assertApiRequestPath(app, route.path, request);
      return [route.path, requests];
    }),
  );
  return {
    entry: path.join(ROOT, 'shell/server/prerender/render-screen.tsx'),
    alias: {
      'referralhub-prerender-screens': screensModule,
      'referralhub-prerender-first-screen-queries': firstScreenQueriesModule(screensModule),
    },
    // Where a remote's files live is only known in the browser (its assetPrefix is `auto`): the
    // shell's server puts the release's address in place of this prefix.
    assetPrefix: RELEASE_BASE_PLACEHOLDER,
    collect: async (render, assets, exports) => {
      const { firstScreenRouteLists } = exports() as {
        firstScreenRouteLists?: () => Promise<{
          firstScreenRoutes: string[];
          memberFirstScreenRoutes: string[];
        }>;
      };
      const { firstScreenRoutes = [], memberFirstScreenRoutes = [] } =
        (await firstScreenRouteLists?.()) ?? {};
      for (const pattern of [...firstScreenRoutes, ...memberFirstScreenRoutes]) {
        if (!paths.includes(pattern))
          throw new Error(
            `${app} declares first-screen queries for ${pattern}, which is not a prerendered route`,
          );
      }
      for (const pattern of signedInOnly) {
        if (!memberFirstScreenRoutes.includes(pattern) || firstScreenRoutes.includes(pattern))
          throw new Error(
            `${app} marks the signed-in ${pattern} prerender: it needs member first-screen queries alone`,
          );
      }
      const filesOf = (modules: readonly string[]) => {
        const files = assets.filesFor(modules);
        return {
          css: files.filter((file) => file.endsWith('.css')),
          js: files.filter((file) => file.endsWith('.js')),
        };
      };
      const rendered: Record<string, PrerenderedRoute> = {};
      for (const pattern of paths) {
        // A signed-in screen rendered for a visitor is a redirect to the login screen: no markup.
        // Rendered first: the member's render below would add its modules to the visitor's files.
        const visitor = signedInOnly.has(pattern)
          ? null
          : await render(JSON.stringify({ pattern, url: pattern }));
        // A member's screen may run other modules (the feed on '/'): rendered once here, without
        // data, only to learn which files it needs.
        const member = memberFirstScreenRoutes.includes(pattern)
          ? filesOf((await render(JSON.stringify({ pattern, url: pattern, audience: 'member' }))).modules)
          : null;
        const params = paramsOf.get(pattern) ?? [];
        rendered[pattern] = {
          ...(visitor ? { html: visitor.html, ...filesOf(visitor.modules) } : { css: [], js: [] }),
          ...(requestsOf.get(pattern)?.length ? { requests: requestsOf.get(pattern) } : {}),
          ...(firstScreenRoutes.includes(pattern) ? { firstScreenData: true as const } : {}),
          ...(member ? { member } : {}),
          ...(params.length > 0 ? { params } : {}),
        };
      }
      const document: RemotePrerenderDocument = {
        remote: app,
        ...(firstScreenRoutes.length + memberFirstScreenRoutes.length > 0
          ? { server: SERVER_RENDER_FILE }
          : {}),
        routes: rendered,
      };
      return { ...document };
    },
  };
}

/**
 * The shell: its layout (header, grid) around an empty slot for the screen, as a visitor and as a
 * signed-in reader whose credits have not arrived see it, and its stylesheets.
 */
export function shellPrerender(entry: string): PrerenderOptions {
  return {
    entry,
    assetPrefix: '/',
    collect: async (render, assets) => ({
      layout: (await render('visitor')).html,
      memberLayout: (await render('member')).html,
      css: assets.css,
    }),
  };
}
