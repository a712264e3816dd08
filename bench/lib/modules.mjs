// Which modules a built script carries, read from its source map (every production build writes one), and how many
// of the script's bytes each one accounts for. The first-load section uses it to find a module that arrives in two
// scripts on one page (issue 14: "MUI's ButtonBase arrives in 4 different scripts").

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'packages/contracts/src/federation/apps.json'), 'utf8'));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Map([...B64].map((c, i) => [c, i]));

/** One mappings segment: base64 VLQ numbers. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64_VALUE.get(char);
    if (digit === undefined) throw new Error(`bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * A module's identity across apps: the path inside node_modules (`@mui/material/ButtonBase/ButtonBase.mjs`), or
 * the workspace path (`packages/web-kit/src/theme.ts`) — so the same file bundled by two apps compares equal.
 */
export function moduleKey(source) {
  const [, app = '', rest = source] = source.match(/^webpack:\/\/([^/]*)\/(.*)$/) ?? [];
  const path = rest.replace(/\?.*$/, '');
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm + 'node_modules/'.length);
  const workspace = path.match(/^(?:\.\.\/)+(packages\/.*)$/);
  if (workspace) return workspace[1];
  // Code the federation plugin generates inline is named by its (URL-encoded) text: count it as bundler runtime.
  if (path.includes('%') || path.length > 200) return `${app}:webpack/runtime/federation (inline)`;
  // The app's own `./src/x.tsx` and the bundler's runtime: two apps' files of the same name are different modules.
  return `${app}:${path.replace(/^\.\//, '')}`;
}

/** The package a module belongs to: `@mui/material/ButtonBase` for MUI (one entry per component), else its npm name. */
export function packageOf(key) {
  const parts = key.split('/');
  if (parts[0] === '@mui' && parts[1] === 'material' && parts.length > 3) return parts.slice(0, 3).join('/');
  if (key.startsWith('@')) return parts.slice(0, 2).join('/');
  if (parts[0] === 'packages') return parts.slice(0, 2).join('/');
  const app = key.match(/^([^:/]+):(webpack\/)?/);
  if (app) return `${app[1]} ${app[2] ? 'bundler runtime' : 'own code'}`;
  return parts[0];
}

/**
 * Bytes of generated code per module key. Each mapping segment covers its line from its column to the next
 * segment's; code no segment maps (the bundler's runtime glue) is left out.
 */
export function bytesByModule(code, map) {
  const keys = map.sources.map(moduleKey);
  const lines = code.split('\n');
  const bytes = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    const segments = [];
    for (const text of lineMappings.split(',')) {
      if (!text) continue;
      const [dCol, dSource] = decodeSegment(text);
      column += dCol;
      // A one-field segment maps to nothing; its span is glue.
      if (dSource !== undefined) sourceIndex += dSource;
      segments.push({ column, source: dSource === undefined ? -1 : sourceIndex });
    }
    segments.forEach((s, i) => {
      if (s.source < 0) return;
      const end = i + 1 < segments.length ? segments[i + 1].column : line.length;
      const key = keys[s.source];
      bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - s.column));
    });
  });
  // A module the map lists but no segment reaches (fully inlined elsewhere) still counts as present.
  for (const key of keys) if (!bytes.has(key)) bytes.set(key, 0);
  return bytes;
}

/** The source map of a script URL (its `.map` twin, as every build here writes), or null when there is none. */
export async function fetchSourceMap(url) {
  const res = await fetch(`${url.replace(/[?#].*$/, '')}.map`).catch(() => null);
  if (res?.ok) return res.json().catch(() => null);
  return readBuiltSourceMap(url);
}

/**
 * The production server does not serve source maps; the build wrote them beside each file. `/mfe/<name>/<release>/f.js`
 * is the remote's dist/f.js (apps.json names its folder), anything else the shell's dist.
 */
function readBuiltSourceMap(url) {
  const pathname = new URL(url).pathname;
  const remote = pathname.match(/^\/mfe\/([^/]+)\/[^/]+\/(.+)$/);
  const folder = remote ? APPS.remotes.find((r) => r.name === remote[1])?.folder : APPS.shell.folder;
  const file = path.join(REPO_ROOT, folder ?? '', 'dist', `${remote ? remote[2] : pathname.slice(1)}.map`);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
