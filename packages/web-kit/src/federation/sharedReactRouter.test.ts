/**
 * The apps share react-router through build/shared-react-router.ts, which re-exports a chosen part of it (a shared
 * module cannot be tree-shaken). An app importing a name missing there would get `undefined` at run time in the
 * composed site only; this test catches it at `npm test` time instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SHELL_APP } from '@app/contracts/federation';

const repo = path.resolve(__dirname, '../../../..');
const APP_SOURCES = [SHELL_APP.folder, ...REMOTES.map((r) => r.folder), 'packages/web-kit'].map(
  (folder) => `${folder}/src`,
);

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from react-router or react-router-dom (type-only imports vanish at build time). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router(?:-dom)?['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2].split(',')) {
      const name = part.trim().replace(/\s+as\s+\w+$/, '');
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const sharedModule = fs.readFileSync(path.join(repo, 'packages/build-kit/src/shared-react-router.ts'), 'utf8');
const provided = new Set(
  sharedModule
    .slice(
      sharedModule.indexOf('export {') + 'export {'.length,
      sharedModule.indexOf('}', sharedModule.indexOf('export {')),
    )
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

describe('shared react-router', () => {
  it('provides every react-router name the apps import', () => {
    const missing: string[] = [];
    for (const file of APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir)))) {
      for (const name of routerImports(fs.readFileSync(file, 'utf8'))) {
        if (!provided.has(name)) missing.push(`${path.relative(repo, file)}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reads the shared module and finds the apps importing from it', () => {
    expect(provided.has('BrowserRouter')).toBe(true);
    expect(
      APP_SOURCES.flatMap((dir) => sourceFiles(path.join(repo, dir))).some(
        (f) => routerImports(fs.readFileSync(f, 'utf8')).length > 0,
      ),
    ).toBe(true);
  });
});
