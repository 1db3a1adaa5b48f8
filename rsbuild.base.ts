// The one Rsbuild + Module Federation configuration every app builds with. An app's own
// rsbuild.config.ts only names itself, its port and what it exposes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin, type Rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import * as sharedQuery from 'shared-query';
import * as sharedRouter from 'shared-router';
import { PLATFORM_FILE } from './scripts/lib/platform-capabilities.mjs';
import { pluginPrecompress } from './shell/server/http/precompressed';
import { publicSettings } from './scripts/lib/public-settings.mjs';
import { pluginPrerender, remotePrerender, shellPrerender } from './rsbuild.prerender';

export type AppName = 'shell' | 'feed-app' | 'practice-app' | 'admin-app';

/** Who may open a route; the remote's own screen enforces it (the server enforces the data). */
export const ROUTE_ACCESS = ['anyone', 'signed-in', 'administrator', 'statistics'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/**
 * One path a remote owns, as its `src/app/routes.ts` declares it and remotes.json carries it.
 * New optional fields (e.g. a public/prerendered flag) can be added without breaking older shells.
 */
export interface RouteDeclaration {
  /** A react-router pattern, exactly as the remote keys the screen in its `screens` map. */
  path: string;
  access: RouteAccess;
  /** A public page whose markup the build renders and the shell's server sends (rsbuild.prerender.ts). */
  prerender?: boolean;
}

/** The file a remote's build publishes beside mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

export interface AppConfigOptions {
  name: AppName;
  /** Default port; `<NAME>_PORT` (e.g. FEED_APP_PORT) overrides it. */
  port: number;
  /** What a remote offers the shell, e.g. `{ './screens': './src/app/screens.tsx' }`. */
  exposes?: Record<string, string>;
  /** The shell: the page that composes the remotes at run time. */
  isHost?: boolean;
  /** Module Federation runtime plugins (absolute paths), one concern per file. */
  runtimePlugins?: string[];
  /** A remote: the paths it owns (its `src/app/routes.ts`), published as routes.json. */
  routes?: readonly RouteDeclaration[];
}

export const DEFAULT_PORTS: Record<AppName, number> = {
  shell: 3000,
  'feed-app': 3001,
  'practice-app': 3002,
  'admin-app': 3003,
};

export const REMOTE_NAMES = ['feed-app', 'practice-app', 'admin-app'] as const;

export function portEnvName(name: AppName): string {
  return `${name.toUpperCase().replace(/-/g, '_')}_PORT`;
}

export function portOf(name: AppName, fallback = DEFAULT_PORTS[name]): number {
  const fromEnv = Number(process.env[portEnvName(name)]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fallback;
}

// Resolved from the app being built; node resolution walks up to the workspace root.
const appRequire = createRequire(path.join(process.cwd(), 'package.json'));

/** The version installed for this app; found from the package's entry (some hide package.json behind `exports`). */
function installedVersion(pkg: string): string {
  let dir = path.dirname(appRequire.resolve(pkg));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (name === pkg && version) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json with a version found for ${pkg}`);
    dir = parent;
  }
}

/** shared-ui's subpath entries (its package.json `exports`), each shared on its own. */
const SHARED_UI_ENTRIES = ['dialog', 'menu', 'tabs', 'range-slider', 'toast'];

// Singletons: React and everything holding React state (router context, query cache, the session
// store) must exist once in the page whichever remote brought it first.
// A remote states the versions it needs; the deploy scripts refuse it unless the live shell's
// versions satisfy them (scripts/lib/shared-versions.mjs), as the runtime would in the browser. The
// shell states none (`false`): it provides every singleton its page starts with itself (loaded-first),
// so Module Federation's check of the shell's own need only ever compared the shell's version with
// itself, at the cost of its semver parser (a dozen regular expressions built per share): 76 → 42 ms
// of CPU, at 4× a desktop's slowness, in the task that loads the start-up shares (visitor /feed,
// median of 8 interleaved loads), which took it under the 50 ms of a long task.
function sharedSingletons(isHost: boolean): NonNullable<ModuleFederationOptions['shared']> {
  const singleton = (versionOf: string) => ({
    singleton: true,
    requiredVersion: isHost ? (false as const) : `^${installedVersion(versionOf)}`,
  });
  return {
    react: singleton('react'),
    // The JSX helpers every component module calls: one copy in the page, not one per app.
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    // Subpath imports (react-dom/client) would otherwise bring a second copy of react-dom.
    'react-dom/': singleton('react-dom'),
    // One router: shared-router, the part of react-router the platform supports (about half of the
    // package), under react-router's share key and version, so the deploy check still compares
    // react-router versions. Not MF's shared `treeShaking`: its trim follows what the loading app
    // uses, so the shell's copy lacked what only a remote uses (feed-app's useSearchParams broke
    // '/'); shared-router's list is the same in every build.
    'shared-router': {
      ...singleton('react-router'),
      shareKey: 'react-router',
      version: installedVersion('react-router'),
    },
    // One query library: shared-query, the part of TanStack Query the apps use, for the same reason
    // and in the same way as shared-router.
    'shared-query': {
      ...singleton('@tanstack/react-query'),
      shareKey: '@tanstack/react-query',
      version: installedVersion('@tanstack/react-query'),
    },
    zustand: singleton('zustand'),
    'shared-api': singleton('shared-api'),
    'shared-auth': singleton('shared-auth'),
    'shared-ui': singleton('shared-ui'),
    // Its Radix and sonner parts are entries of their own, loaded by the pages that use them.
    ...Object.fromEntries(SHARED_UI_ENTRIES.map((entry) => [`shared-ui/${entry}`, singleton('shared-ui')])),
  };
}

const ROUTE_PATTERN =
  /^\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*)?(?:\/(?:[A-Za-z0-9._~-]+|:[A-Za-z][A-Za-z0-9_]*))*$/;

/** Fails the build on a route list the shell could not use: a bad pattern, an unknown access, a path twice. */
export function validateRoutes(app: string, routes: readonly RouteDeclaration[]): RouteDeclaration[] {
  if (routes.length === 0) throw new Error(`${app} declares no routes in src/app/routes.ts`);
  const seen = new Set<string>();
  return routes.map((declaration) => {
    const { path: pattern, access } = declaration;
    if (!ROUTE_PATTERN.test(pattern) || (pattern.length > 1 && pattern.endsWith('/'))) {
      throw new Error(`${app} declares the route "${pattern}", which is not a path pattern like /blog/:slug`);
    }
    if (!ROUTE_ACCESS.includes(access)) {
      throw new Error(
        `${app} declares ${pattern} with access "${access}"; use one of ${ROUTE_ACCESS.join(', ')}`,
      );
    }
    if (seen.has(pattern)) throw new Error(`${app} declares the route ${pattern} twice`);
    seen.add(pattern);
    // Every field is published as declared, so later ones (a prerender flag) need no change here.
    return { ...declaration };
  });
}

/** Publishes the remote's routes beside its manifest, so a deploy can read them from the build alone. */
function pluginPublishRoutes(app: string, routes: readonly RouteDeclaration[]): RsbuildPlugin {
  const body = `${JSON.stringify({ remote: app, routes: validateRoutes(app, routes) }, null, 2)}\n`;
  return {
    name: 'referralhub:publish-routes',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(ROUTES_FILE, new sources.RawSource(body));
      });
    },
  };
}

/**
 * What the shell's page gives remotes beyond the shared versions, and what a remote's build relies
 * on: the names shared-router and shared-query export (their shared chunks hold only those) and, for production
 * builds, Module Federation's bundler runtime (mf-provided-bundler-runtime.ts). The deploy scripts
 * compare them (scripts/lib/platform-capabilities.mjs), so a remote never goes live on a shell
 * that lacks them, and a shell never drops what a live remote uses.
 */
function pluginPublishPlatform(isHost: boolean): RsbuildPlugin {
  const capabilities = [
    ...(isHost || process.env.NODE_ENV === 'production' ? ['bundler-runtime'] : []),
    ...Object.keys(sharedRouter)
      .sort()
      .map((name) => `router:${name}`),
    ...Object.keys(sharedQuery)
      .sort()
      .map((name) => `query:${name}`),
  ];
  const body = `${JSON.stringify(isHost ? { provides: capabilities } : { needs: capabilities }, null, 2)}\n`;
  return {
    name: 'referralhub:publish-platform',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(PLATFORM_FILE, new sources.RawSource(body));
      });
    },
  };
}

/** Reads a remote dev server's routes.json; a remote that is not up yet owns no path for now. */
async function devRemoteEntry(remote: (typeof REMOTE_NAMES)[number]) {
  const origin = `http://localhost:${portOf(remote)}`;
  try {
    const response = await fetch(`${origin}/${ROUTES_FILE}`, { signal: AbortSignal.timeout(2000) });
    const published = (await response.json()) as { routes?: RouteDeclaration[] };
    return { entry: `${origin}/mf-manifest.json`, routes: published.routes ?? [] };
  } catch {
    return { entry: `${origin}/mf-manifest.json`, routes: [] };
  }
}

/** remotes.json while developing: the dev servers on their ports, with the routes they publish. */
export async function devRemotesDocument() {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (remote) => [remote, await devRemoteEntry(remote)]),
  );
  return {
    apiBaseUrl: process.env.PUBLIC_API_URL || `http://localhost:${Number(process.env.API_PORT) || 4000}/v1`,
    // Third-party ids are served, never compiled in: one build for every environment.
    publicSettings: publicSettings(),
    remotes: Object.fromEntries(entries),
  };
}

function prerenderPlugins(
  name: AppName,
  isHost: boolean,
  routes: readonly RouteDeclaration[] | undefined,
  exposes: Record<string, string> | undefined,
): RsbuildPlugin[] {
  if (isHost) return [pluginPrerender(shellPrerender(path.resolve('src/prerender.tsx')))];
  const screensModule = exposes?.['./screens'];
  const options = routes && screensModule && remotePrerender(name, routes, path.resolve(screensModule));
  return options ? [pluginPrerender(options)] : [];
}

/**
 * The shell's start-up chunks. Module Federation gives every shared package a chunk of its own, so
 * the shell's first task inserted a dozen scripts (one request and one `appendChild` each, 1–5 ms
 * apiece on a phone-speed CPU, and six requests at a time on HTTP/1.1) before it could render.
 * These groups put what every page needs before its first render into two files: the libraries
 * (changing with an upgrade) and the platform packages (changing with the shell). What loads later
 * (the menu, dialogs, toasts and their Radix/sonner code) stays in chunks of its own. JavaScript
 * only: extracted CSS stays in the chunk whose stylesheet the server inlines (rsbuild.prerender.ts).
 */
function shellStartupChunks(): Record<string, Rspack.OptimizationSplitChunksCacheGroup> {
  const groups: Record<string, RegExp> = {
    'startup-libs':
      /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@tanstack[\\/](?:query-core|react-query)|zustand|openapi-fetch)[\\/]/,
    'startup-platform':
      /[\\/](?:shared-api|shared-auth|shared-query|shared-router)[\\/]src[\\/]|[\\/]shared-ui[\\/]src[\\/](?!entries[\\/]|components[\\/](?:dialog|menu|range-slider|tabs|toaster)\.)/,
  };
  return Object.fromEntries(
    Object.entries(groups).map(([name, pattern]) => [
      name,
      {
        name,
        chunks: 'async',
        enforce: true,
        priority: 30,
        test: (module: Rspack.Module) =>
          module.type.startsWith('javascript') && pattern.test(module.nameForCondition() ?? ''),
      },
    ]),
  );
}

// Rspack's Module Federation plugin imports the bundler runtime's CommonJS build, every part of it
// and the MF SDK with it. A production remote takes those functions from the shell instead
// (mf-provided-bundler-runtime.ts; feed-app's remoteEntry.js 15.1 → 6.0 KB gzip), as it takes the
// runtime core (externalRuntime). In dev a remote keeps its own, so its page also runs alone.
const MF_BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;

/**
 * V8's explicit compile hint for the shell's entry file: the bundler's runtime, Module Federation's
 * runtime and the shell's start, nearly every function of which runs while the page loads. Without
 * it each function is compiled on the main thread when first called; with it V8 compiles them all
 * with the script, off the main thread while it streams. Main-thread CPU of the entry's evaluation
 * on a visitor's /feed (e2e platform, median of 8 interleaved loads): 32.9 → 13.1 ms unthrottled, its
 * longest start-up task. Added after minification (which would drop the comment), before the content
 * hash. Not on the other chunks: startup-libs (React, the router) and a remote's chunks measured no
 * better with it (docs/TEAM-CONTRACTS.md, "Markup before JavaScript").
 */
function shellEntryCompileHint(rspack: typeof import('@rsbuild/core').rspack): Rspack.RspackPluginInstance {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    include: /^static\/js\/index\.[0-9a-f]+\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

export function createAppConfig({
  name,
  port,
  exposes,
  isHost = false,
  runtimePlugins = [],
  routes,
}: AppConfigOptions): RsbuildConfig {
  if (!isHost && !routes) throw new Error(`${name} must pass the routes of its src/app/routes.ts`);
  const federation: ModuleFederationOptions = {
    name: name.replace(/-/g, '_'),
    exposes: isHost ? undefined : exposes,
    filename: isHost ? undefined : 'remoteEntry.js',
    // No remotes at build time: the shell registers them from remotes.json when the page starts.
    shared: sharedSingletons(isHost),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    manifest: true,
    dts: false,
    // Production remotes use the shell's copy of the MF runtime instead of carrying their own
    // (~34 KB gzip each). In dev a remote keeps it, so it also runs on its own page.
    experiments: {
      ...(isHost
        ? { provideExternalRuntime: true }
        : { externalRuntime: process.env.NODE_ENV === 'production' }),
      // Every build runs in a browser (the Node prerender builds do not use Module Federation): the
      // runtime's Node script loaders are left out.
      // A production remote consumes no other remote (the shell composes them): its entry leaves
      // out the bundler's remote loading and the MF SDK only that code uses. Not in dev, where the
      // remote carries its own runtime core and the flag would strip remote loading from it too.
      optimization: {
        target: 'web',
        ...(isHost ? {} : { disableRemote: process.env.NODE_ENV === 'production' }),
      },
    },
  };

  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation(federation),
      ...(routes ? [pluginPublishRoutes(name, routes)] : []),
      pluginPublishPlatform(isHost),
      // Static files are served as compressed here, never per request (shell/server/http/precompressed.ts).
      pluginPrecompress(),
      ...prerenderPlugins(name, isHost, routes, exposes),
    ],
    // No API address is compiled in: the shell reads it from remotes.json at run time, so one
    // build serves every environment.
    source: { entry: { index: './src/index.tsx' } },
    html: {
      // The template only adds what Rsbuild's default lacks: the page language (axe: html-has-lang).
      template: path.join(import.meta.dirname ?? __dirname, 'html-template.html'),
      title: 'ReferralHub',
      meta: { description: 'Job and internship referrals from employees, plus rated coding practice.' },
    },
    output: {
      // DIST_DIR lets the deploy and e2e scripts build into their own folders.
      distPath: { root: process.env.DIST_DIR || 'dist' },
      // A remote's chunks must resolve against wherever its remoteEntry was loaded from.
      assetPrefix: isHost ? '/' : 'auto',
      sourceMap: { js: false, css: false },
    },
    server: {
      port: portOf(name, port),
      strictPort: true,
      // The shell page on another port reads a remote's manifest and chunks.
      cors: isHost ? undefined : { origin: '*' },
      historyApiFallback: true,
      setup: isHost
        ? ({ server }) => {
            server?.middlewares.use('/remotes.json', (_req, res) => {
              void devRemotesDocument().then((document) => {
                res.setHeader('content-type', 'application/json');
                res.setHeader('cache-control', 'no-store');
                res.end(JSON.stringify(document));
              });
            });
          }
        : undefined,
    },
    // In dev a remote's own page has deep links too (/practice/about), so its assets need its
    // absolute origin rather than a path relative to the page.
    dev: { assetPrefix: isHost ? '/' : `http://localhost:${portOf(name, port)}/` },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        ...(isHost ? { override: { cacheGroups: shellStartupChunks() } } : {}),
      },
    },
    tools: {
      rspack: (_config, { appendPlugins, rspack }) => {
        if (isHost) {
          appendPlugins(shellEntryCompileHint(rspack));
          return;
        }
        if (process.env.NODE_ENV !== 'production') return;
        appendPlugins(
          new rspack.NormalModuleReplacementPlugin(
            MF_BUNDLER_RUNTIME,
            path.join(import.meta.dirname ?? __dirname, 'mf-provided-bundler-runtime.ts'),
          ),
        );
      },
    },
  });
}
