import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startTestApp, type TestApp } from './helpers/test-app';

/** Where the server published the fake coaching build at start: `/mfe/mfe_coaching/<release-id>/` (issue 30). */
async function coachingBase(sut: TestApp): Promise<string> {
  const { remotes } = (await sut.http.get('/remotes.json').expect(200)).body as {
    remotes: Array<{ name: string; entry: string }>;
  };
  const entry = remotes.find((remote) => remote.name === 'mfe_coaching')?.entry ?? '';
  expect(entry).toMatch(/^\/mfe\/mfe_coaching\/[0-9a-f]{12}\/mf-manifest\.json$/);
  return entry.replace(/mf-manifest\.json$/, '');
}

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

  it('serves a remote’s release readable from any origin, every file immutable (its URL names the release)', async () => {
    const base = await coachingBase(sut);
    const manifest = await sut.http.get(`${base}mf-manifest.json`).set('Origin', 'http://localhost:4000').expect(200);
    expect(manifest.body).toEqual({ id: 'mfe_coaching' });
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['access-control-allow-credentials']).toBeUndefined();
    expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const chunk = await sut.http.get(`${base}static/js/expose.8e1f0a9d.js`).expect(200);
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('sends an unversioned address to the same file of the live release, uncached', async () => {
    const response = await sut.http.get('/mfe/mfe_coaching/static/js/expose.8e1f0a9d.js?x=1').expect(302);
    expect(response.headers.location).toBe(`${await coachingBase(sut)}static/js/expose.8e1f0a9d.js?x=1`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lists the live release of each built remote in /remotes.json, honouring REMOTE_MFE_LUNAR_URL', async () => {
    const response = await sut.http.get('/remotes.json').expect(200).expect('content-type', /json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // The fake root holds a build of the coaching remote only: the server published it as a release at start.
    expect(response.body).toEqual({
      remotes: [
        { name: 'mfe_coaching', entry: `${await coachingBase(sut)}mf-manifest.json` },
        { name: 'mfe_lunar', entry: LUNAR_ENTRY },
      ],
    });
  });

  it('lets pages load scripts from a remote configured on another origin', async () => {
    const response = await sut.http.get('/').expect(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self' http://localhost:4002");
  });

  it("lets the card page alone load Square's SDK (PAYMENT_PROVIDER=square)", async () => {
    const card = (await sut.http.get('/square-payment?serviceId=general&brand=lunar').expect(200)).headers[
      'content-security-policy'
    ];
    expect(card).toMatch(/script-src [^;]*https:\/\/web\.squarecdn\.com/);
    expect(card).toMatch(/frame-src [^;]*https:\/\/web\.squarecdn\.com/);
    expect(card).toMatch(/connect-src [^;]*https:\/\/pci-connect\.squareup\.com/);
    const home = (await sut.http.get('/').expect(200)).headers['content-security-policy'];
    expect(home).not.toContain('squarecdn');
  });

  it('keeps the API working alongside the static site', async () => {
    await sut.http.get('/api/health').expect(200);
  });

  it('sends pages a Permissions-Policy and lets their scripts connect to this host only (issue 28)', async () => {
    const response = await sut.http.get('/').set('Host', 'coach.example.com').expect(200);
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['permissions-policy']).toContain('geolocation=()');
    const csp = response.headers['content-security-policy'];
    expect(csp).toMatch(
      /connect-src 'self' ws:\/\/coach\.example\.com wss:\/\/coach\.example\.com http:\/\/localhost:4002(;|$)/,
    );
    expect(csp).not.toMatch(/ ws: | wss: /);
    // JSON answers keep their own policy, which allows nothing.
    const api = await sut.http.get('/api/health').expect(200);
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('build files that are not for browsers (integration, issue 28)', () => {
  let sut: TestApp;
  let staticRoot: string;

  /**
   * Built files as the real builds lay them out, with a stand-in for the shell's renderer: it renders a page from
   * the coaching remote's Node container, fetched from wherever it is told to find it (shell/server/render.tsx).
   */
  beforeAll(async () => {
    staticRoot = fakeStaticRoot();
    const files: Record<string, string> = {
      'shell/dist/static/js/main.3f9a1c2b.js.map': '{"sources":["secret.ts"]}',
      'shell/dist/server/render.js': `
        exports.createRenderer = (options) => ({
          warm: async () => {},
          setRemotes: () => {},
          setCanaries: () => {},
          close: async () => {},
          render: async (request, res) => {
            const remote = options.remotes.remotes.find((r) => r.name === 'mfe_coaching');
            const container = await fetch(remote.serverEntry);
            const chunk = await fetch(new URL('1.a1b2c3d4.js', remote.serverEntry));
            const manifest = await fetch(new URL('../mf-manifest.json', remote.serverEntry));
            res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
            res.end(
              '<p>' + container.status + ' ' + (await container.text()) + ' ' + (await chunk.text()) + ' ' +
                (await manifest.text()) + '</p>',
            );
          },
        });`,
      'mfe-coaching/dist/static/js/expose.8e1f0a9d.js.map': '{"sources":["secret.ts"]}',
      'mfe-coaching/dist/server/remoteEntry.js': 'node container',
      'mfe-coaching/dist/server/1.a1b2c3d4.js': 'node chunk',
    };
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(staticRoot, path)), { recursive: true });
      writeFileSync(join(staticRoot, path), content);
    }
    sut = await startTestApp({ SERVE_STATIC: 'true', STATIC_ROOT: staticRoot, RENDER_TIMEOUT_MS: '2000' });
  });

  afterAll(async () => {
    await sut?.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it.each([
    '<release>static/js/expose.8e1f0a9d.js.map',
    '<release>server/remoteEntry.js',
    '<release>server/1.a1b2c3d4.js',
    '/mfe/mfe_coaching/server/remoteEntry.js',
    '/static/js/main.3f9a1c2b.js.map',
    '/server/render.js',
  ])('answers %s with a JSON 404', async (path) => {
    const url = path.replace('<release>', await coachingBase(sut));
    const response = await sut.http.get(url).expect(404).expect('content-type', /json/);
    expect(response.text).not.toMatch(/secret\.ts|node c|createRenderer/);
  });

  it('refuses a dotted path to a Node build as well', async () => {
    const url = `${await coachingBase(sut)}./server/remoteEntry.js`;
    const response = await sut.http.get(url).expect('content-type', /json/);
    expect([403, 404]).toContain(response.status);
    expect(response.text).not.toContain('node container');
  });

  it("still renders pages from the remotes' Node builds, fetched at a path only the renderer knows", async () => {
    const response = await sut.http.get('/').expect(200);
    expect(response.text).toBe('<p>200 node container node chunk {"id":"mfe_coaching"}</p>');
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
