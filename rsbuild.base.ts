// The one Rsbuild + Module Federation configuration every app builds with. An app's own
// rsbuild.config.ts only names itself, its port and what it exposes.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

export type AppName = 'shell' | 'feed-app' | 'practice-app' | 'admin-app';

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

// Singletons: React and everything holding React state (router context, query cache, the session
// store) must exist once in the page whichever remote brought it first.
function sharedSingletons(): NonNullable<ModuleFederationOptions['shared']> {
  const singleton = (versionOf: string) => ({
    singleton: true,
    requiredVersion: `^${installedVersion(versionOf)}`,
  });
  return {
    react: singleton('react'),
    'react-dom': singleton('react-dom'),
    // Subpath imports (react-dom/client) would otherwise bring a second copy of react-dom.
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    'shared-auth': singleton('shared-auth'),
    'shared-ui': singleton('shared-ui'),
  };
}

/** Where each remote's manifest lives while developing (the dev servers on their default ports). */
export function devRemoteManifests(): Record<string, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((remote) => [remote, `http://localhost:${portOf(remote)}/mf-manifest.json`]),
  );
}

export function createAppConfig({
  name,
  port,
  exposes,
  isHost = false,
  runtimePlugins = [],
}: AppConfigOptions): RsbuildConfig {
  const apiUrl = process.env.PUBLIC_API_URL || 'http://localhost:4000/v1';
  const federation: ModuleFederationOptions = {
    name: name.replace(/-/g, '_'),
    exposes: isHost ? undefined : exposes,
    filename: isHost ? undefined : 'remoteEntry.js',
    // No remotes at build time: the shell registers them from remotes.json when the page starts.
    shared: sharedSingletons(),
    shareStrategy: 'loaded-first',
    runtimePlugins,
    manifest: true,
    dts: false,
    // Production remotes use the shell's copy of the MF runtime instead of carrying their own
    // (~34 KB gzip each). In dev a remote keeps it, so it also runs on its own page.
    experiments: isHost
      ? { provideExternalRuntime: true }
      : { externalRuntime: process.env.NODE_ENV === 'production' },
  };

  return defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federation)],
    source: {
      entry: { index: './src/index.tsx' },
      define: {
        'process.env.PUBLIC_API_URL': JSON.stringify(apiUrl),
        'import.meta.env.PUBLIC_API_URL': JSON.stringify(apiUrl),
      },
    },
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
              res.setHeader('content-type', 'application/json');
              res.end(JSON.stringify(devRemoteManifests()));
            });
          }
        : undefined,
    },
    // In dev a remote's own page has deep links too (/practice/about), so its assets need its
    // absolute origin rather than a path relative to the page.
    dev: { assetPrefix: isHost ? '/' : `http://localhost:${portOf(name, port)}/` },
    performance: { chunkSplit: { strategy: 'split-by-experience' } },
  });
}
