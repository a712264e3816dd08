/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteEntry } from '@app/contracts';
import { CanaryRenderers, releaseSetKey } from './canary-renderers';
import { RenderFallback } from './render-support';

/**
 * A stand-in for dist/server/render.js: the same thread protocol as canary-worker.ts, answering with its release
 * set's entry, and failing or keeping silent on request.
 */
const FAKE_RENDERER = `
const { parentPort, workerData } = require('node:worker_threads');
exports.runCanaryWorker = () => {
  setTimeout(() => parentPort.postMessage({ type: 'ready' }), 30);
  parentPort.on('message', (request) => {
    if (request.url === '/crash') throw new Error('boom');
    if (request.url === '/silent') return;
    if (request.url === '/late') {
      return parentPort.postMessage({ type: 'page', id: request.id, status: 200, html: 'shell', ssr: false, reason: 'load_timeout' });
    }
    const entry = workerData.remotes.remotes[0].entry;
    parentPort.postMessage({ type: 'page', id: request.id, status: 200, html: request.url + ' ' + entry + ' ' + request.cookie, ssr: true });
  });
};
`;

const set = (release: string): { remotes: RemoteEntry[] } => ({
  remotes: [
    { name: 'mfe_lunar', entry: `/mfe/mfe_lunar/${release}/mf-manifest.json`, serverEntry: `http://x/${release}/s.js` },
    { name: 'mfe_coaching', entry: '/mfe/mfe_coaching/aaaaaaaaaaaa/mf-manifest.json' },
  ],
});
const keyOf = (manifest: ReturnType<typeof set>) => releaseSetKey(manifest.remotes);

describe('canary render threads', () => {
  let file: string;
  let pool: CanaryRenderers;
  const warnings: string[] = [];

  beforeAll(() => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'canary-renderer-')), 'render.js');
    fs.writeFileSync(file, FAKE_RENDERER);
  });

  beforeEach(() => {
    warnings.length = 0;
    pool = new CanaryRenderers({
      file,
      origin: 'http://127.0.0.1:1',
      timeoutMs: 200,
      log: { warn: (m) => warnings.push(m) },
    });
  });

  afterEach(() => pool.close());

  const untilReady = async () => {
    for (let i = 0; i < 200 && !pool.status().every((s) => s.ready); i += 1)
      await new Promise((r) => setTimeout(r, 10));
  };

  it('keys a release set by what the browser loads, in any order and whatever the server entries', () => {
    const one = set('111111111111');
    expect(releaseSetKey([...one.remotes].reverse())).toBe(keyOf(one));
    expect(releaseSetKey(one.remotes.map(({ serverEntry: _s, ...r }) => r))).toBe(keyOf(one));
    expect(keyOf(set('222222222222'))).not.toBe(keyOf(one));
  });

  it("renders a page in its release set's thread once it is ready, and falls back while it loads", async () => {
    pool.sync([set('111111111111')]);
    const early = await pool.render(keyOf(set('111111111111')), { url: '/lunar-booking' });
    expect(early).toBeInstanceOf(RenderFallback);
    expect((early as RenderFallback).reason).toBe('load_timeout');

    await untilReady();
    const page = await pool.render(keyOf(set('111111111111')), { url: '/lunar-booking', cookie: 'theme=light' });
    expect(page).toEqual({
      status: 200,
      html: '/lunar-booking /mfe/mfe_lunar/111111111111/mf-manifest.json theme=light',
      ssr: true,
      reason: undefined,
    });
  });

  it('passes on the reason of a page the thread itself sent client-rendered', async () => {
    pool.sync([set('111111111111')]);
    await untilReady();
    expect(await pool.render(keyOf(set('111111111111')), { url: '/late' })).toMatchObject({
      ssr: false,
      reason: 'load_timeout',
    });
  });

  it('starts a thread per set named and ends the threads of sets no longer named', async () => {
    pool.sync([set('111111111111'), set('222222222222')]);
    expect(pool.status().map((s) => s.key)).toEqual([keyOf(set('111111111111')), keyOf(set('222222222222'))]);
    await untilReady();
    pool.sync([set('222222222222')]);
    expect(pool.status()).toEqual([{ key: keyOf(set('222222222222')), ready: true }]);
    const ended = await pool.render(keyOf(set('111111111111')), { url: '/' });
    expect((ended as RenderFallback).reason).toBe('error');
    pool.sync([]);
    expect(pool.status()).toEqual([]);
  });

  it('falls back when the thread keeps silent past the budget, or stops', async () => {
    pool.sync([set('111111111111')]);
    await untilReady();
    const silent = await pool.render(keyOf(set('111111111111')), { url: '/silent' });
    expect((silent as RenderFallback).reason).toBe('render_timeout');

    const crashed = await pool.render(keyOf(set('111111111111')), { url: '/crash' });
    expect((crashed as RenderFallback).reason).toBe('error');
    expect(warnings.join('\n')).toContain('boom');
    const after = await pool.render(keyOf(set('111111111111')), { url: '/' });
    expect((after as RenderFallback).reason).toBe('error');
  });
});
