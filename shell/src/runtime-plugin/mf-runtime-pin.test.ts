import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// mf-provided-bundler-runtime.ts imports two files from inside Module Federation's packages, and the
// shell and every remote must run the same MF version. An upgrade is a deliberate step
// (docs/TEAM-CONTRACTS.md, "Module Federation's runtime comes from the shell"): these checks fail first.
const ROOT = path.resolve(__dirname, '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
const rootManifest = readJson(path.join(ROOT, 'package.json')) as {
  devDependencies: Record<string, string>;
};
const federationPackages = Object.entries(rootManifest.devDependencies).filter(([name]) =>
  name.startsWith('@module-federation/'),
);
const installedVersion = (name: string) =>
  readJson(path.join(ROOT, 'node_modules', name, 'package.json')).version;

describe("Module Federation's pinned runtime", () => {
  it('is one exact version for every @module-federation package, and that version is installed', () => {
    expect(federationPackages.length).toBeGreaterThanOrEqual(4);
    const versions = new Set(federationPackages.map(([, range]) => range));
    expect([...versions]).toHaveLength(1);
    const [pinned] = [...versions];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    for (const [name] of federationPackages)
      expect(`${name}@${installedVersion(name)}`).toBe(`${name}@${pinned}`);
  });

  it('still has the inner files the remotes’ provided runtime imports, exporting what it uses', () => {
    const source = readFileSync(path.join(ROOT, 'mf-provided-bundler-runtime.ts'), 'utf8');
    const imports = [...source.matchAll(/import \{ (\w+) \} from '(@module-federation\/[^']+)\.js'/g)];
    expect(imports.map(([, name]) => name).sort()).toEqual(['init', 'initContainerEntry']);
    for (const [, name, file] of imports) {
      const commonJs = path.join(ROOT, 'node_modules', `${file}.cjs`);
      expect(existsSync(path.join(ROOT, 'node_modules', `${file}.js`))).toBe(true);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect(typeof (require(commonJs) as Record<string, unknown>)[name!]).toBe('function');
    }
  });

  it('still loads its bundler runtime from the file rsbuild.base.ts swaps out (MF_BUNDLER_RUNTIME)', () => {
    const entry = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [ROOT] });
    expect(path.relative(ROOT, entry)).toBe(
      path.join('node_modules/@module-federation/webpack-bundler-runtime/dist/index.cjs'),
    );
  });
});
