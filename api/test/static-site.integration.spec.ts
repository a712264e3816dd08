import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';

const INDEX_HTML = '<!doctype html><title>shell</title><div id="root"></div>';
const LUNAR_ENTRY = 'http://localhost:4002/mf-manifest.json';

/** A fake repository root with a built shell and one built remote. */
function fakeStaticRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'api-static-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': INDEX_HTML,
    'shell/dist/static/js/main.3f9a1c2b.js': 'console.log("shell")',
    'mfe-coaching/dist/mf-manifest.json': '{"id":"mfe_coaching"}',
    'mfe-coaching/dist/static/js/expose.8e1f0a9d.js': 'console.log("remote")',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

describe('single-origin static site (integration)', () => {
  let sut: TestApp;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = fakeStaticRoot();
    sut = await startTestApp({ SERVE_STATIC: 'true', STATIC_ROOT: staticRoot, REMOTE_MFE_LUNAR_URL: LUNAR_ENTRY });
  });

  afterAll(async () => {
    await sut?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it.each(['/', '/lunar-light', '/checkout?amount=25', '/does-not-exist', '/coach/sessions/42'])(
    'answers the shell for the client-side route %s',
    async (path) => {
      const response = await sut.http
        .get(path)
        .expect(200)
        .expect('content-type', /text\/html/);
      expect(response.text).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('serves hashed shell assets with a long cache life', async () => {
    const response = await sut.http.get('/static/js/main.3f9a1c2b.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file and an unknown API path with JSON 404, never the shell', async () => {
    for (const path of ['/static/js/missing.js', '/api/nope', '/mfe/mfe_coaching/missing.js', '/ws']) {
      const response = await sut.http.get(path).expect(404).expect('content-type', /json/);
      expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: `Cannot GET ${path}` });
    }
  });

  it('serves a remote’s files readable from any origin', async () => {
    const manifest = await sut.http
      .get('/mfe/mfe_coaching/mf-manifest.json')
      .set('Origin', 'http://localhost:4000')
      .expect(200);
    expect(manifest.body).toEqual({ id: 'mfe_coaching' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['access-control-allow-credentials']).toBeUndefined();
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const chunk = await sut.http.get('/mfe/mfe_coaching/static/js/expose.8e1f0a9d.js').expect(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('lists the remotes in /remotes.json, honouring REMOTE_MFE_LUNAR_URL', async () => {
    const response = await sut.http.get('/remotes.json').expect(200).expect('content-type', /json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual({
      remotes: [
        { name: 'mfe_coaching', entry: '/mfe/mfe_coaching/mf-manifest.json' },
        { name: 'mfe_lunar', entry: LUNAR_ENTRY },
        { name: 'mfe_payments', entry: '/mfe/mfe_payments/mf-manifest.json' },
        { name: 'mfe_admin', entry: '/mfe/mfe_admin/mf-manifest.json' },
      ],
    });
  });

  it('lets pages load scripts from a remote configured on another origin', async () => {
    const response = await sut.http.get('/').expect(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self' http://localhost:4002");
  });

  it('keeps the API working alongside the static site', async () => {
    await sut.http.get('/api/health').expect(200);
  });
});

describe('with SERVE_STATIC=false (integration)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ SERVE_STATIC: 'false' });
  });

  afterAll(async () => {
    await sut?.close();
  });

  it('serves no pages, only the API and the remote list', async () => {
    await sut.http.get('/lunar-light').expect(404).expect('content-type', /json/);
    await sut.http.get('/remotes.json').expect(200);
  });
});
