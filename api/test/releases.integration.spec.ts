import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ReleasesOverviewDto } from '@app/contracts';
import { LiveReleases } from '../src/modules/releases/live-releases.service';
import { ReleasePublisher } from '../src/modules/releases/release-publisher.service';
import { adminCookieSession, type AdminCookieSession } from './helpers/admin-session';
import { startSecondTestApp, startTestApp, type TestApp } from './helpers/test-app';
import { until } from './helpers/until';

/** A remote's build as `rspack build` leaves it: browser files, a source map, and the Node build under server/. */
function fakeBuild(root: string, label: string): string {
  const dist = mkdtempSync(join(root, 'dist-'));
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({ id: 'mfe_lunar', label }),
    'remoteEntry.js': `/* ${label} */`,
    [`static/js/expose.${label.padEnd(8, '0')}.js`]: `console.log(${JSON.stringify(label)})`,
    'static/js/expose.js.map': '{}',
    'server/remoteEntry.js': `module.exports = ${JSON.stringify(label)}`,
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

describe('remote releases (integration)', () => {
  let a: TestApp;
  let b: TestApp;
  let root: string;
  let admin: AdminCookieSession;
  let publisher: ReleasePublisher;

  const lunarEntry = async (app: TestApp) =>
    (
      (await app.http.get('/remotes.json').expect(200)).body as { remotes: Array<{ name: string; entry: string }> }
    ).remotes.find((remote) => remote.name === 'mfe_lunar')?.entry;
  const publish = (label: string, makeLive = true) =>
    // The fakes carry no exposes: the gate would refuse them (the refusal has its own test below).
    publisher.publish('mfe_lunar', fakeBuild(root, label), {
      actor: 'test',
      makeLive,
      shellManifest: null,
      gate: 'warn',
    });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'releases-'));
    // Two replicas on one database and one release store, as compose runs them with a shared volume.
    const env = { SERVE_STATIC: 'true', STATIC_ROOT: root, RELEASES_DIR: join(root, 'releases') };
    a = await startTestApp(env);
    b = await startSecondTestApp(a, env);
    admin = await adminCookieSession(a);
    publisher = a.app.get(ReleasePublisher);
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a published release at its own URL, immutable, without its Node build or maps, and names it in remotes.json on every replica', async () => {
    const first = await publish('first');
    expect(first).toMatchObject({ isNew: true, live: true });
    const base = `/mfe/mfe_lunar/${first.releaseId}/`;
    expect(
      await until(
        () => lunarEntry(b),
        (entry) => entry === `${base}mf-manifest.json`,
      ),
    ).toBe(`${base}mf-manifest.json`);
    const manifest = await a.http.get(`${base}mf-manifest.json`).expect(200);
    expect(manifest.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await a.http.get(`${base}static/js/expose.first000.js`).expect(200);
    for (const hidden of ['server/remoteEntry.js', 'static/js/expose.js.map']) {
      await a.http.get(`${base}${hidden}`).expect(404);
    }
    // The same build again is the same release: nothing new in the history.
    expect(await publish('first')).toMatchObject({ releaseId: first.releaseId, isNew: false, live: false });
  });

  it("names each release's own pages in remotes.json (a remote owns its routes), and none for a release without them", async () => {
    const pages = [
      { path: '/lunar-light', expose: 'LunarLightPage', brand: 'lunar' },
      { path: '/lunar-gift-cards', expose: 'LunarGiftCardsPage', brand: 'lunar' },
    ];
    const dist = fakeBuild(root, 'paged');
    writeFileSync(join(dist, 'pages.json'), JSON.stringify(pages));
    const paged = await publisher.publish('mfe_lunar', dist, {
      actor: 'test',
      makeLive: true,
      shellManifest: null,
      gate: 'warn',
    });
    const lunarOf = async (app: TestApp) =>
      (
        (await app.http.get('/remotes.json').expect(200)).body as {
          remotes: Array<{ name: string; entry: string; pages?: unknown }>;
        }
      ).remotes.find((remote) => remote.name === 'mfe_lunar');
    const seen = await until(
      () => lunarOf(b),
      (remote) => remote?.entry.includes(paged.releaseId) === true,
    );
    expect(seen).toEqual({ name: 'mfe_lunar', entry: `/mfe/mfe_lunar/${paged.releaseId}/mf-manifest.json`, pages });
    await publish('unpaged');
    expect(
      await until(
        () => lunarOf(a),
        (remote) => remote?.entry.includes(paged.releaseId) === false,
      ),
    ).not.toHaveProperty('pages');
  });

  it('keeps the earlier release loadable after a new one goes live, and rolls back on every replica within 2 s', async () => {
    const first = await publish('first');
    const second = await publish('second');
    expect(
      await until(
        () => lunarEntry(b),
        (entry) => entry?.includes(second.releaseId) === true,
      ),
    ).toContain(second.releaseId);
    // A page opened on the first release still gets its chunks.
    await a.http.get(`/mfe/mfe_lunar/${first.releaseId}/static/js/expose.first000.js`).expect(200);

    const started = Date.now();
    const answer = await a.http.post('/api/releases/mfe-lunar/rollback').set(admin.writeHeaders).send({}).expect(200);
    expect((answer.body as ReleasesOverviewDto).remotes.find((r) => r.remote === 'mfe_lunar')?.live).toBe(
      first.releaseId,
    );
    expect(
      await until(
        () => lunarEntry(b),
        (entry) => entry?.includes(first.releaseId) === true,
      ),
    ).toContain(first.releaseId);
    expect(Date.now() - started).toBeLessThan(2_000);

    const overview = (await a.http.get('/api/releases').set('Cookie', admin.cookie).expect(200))
      .body as ReleasesOverviewDto;
    expect(overview.history[0]).toMatchObject({
      remote: 'mfe_lunar',
      action: 'rollback',
      releaseId: first.releaseId,
      previousReleaseId: second.releaseId,
      actor: 'admin console',
    });
    // Rolling back again returns to where it started, as `kubectl rollout undo` does.
    await a.http.post('/api/releases/mfe_lunar/rollback').set(admin.writeHeaders).send({}).expect(200);
    expect(await lunarEntry(a)).toContain(second.releaseId);
  });

  it('serves a canary to the share of visitors whose bucket is below it, and promotes or aborts it', async () => {
    const live = await publish('live-one');
    const canary = await publish('canary-one', false);
    expect(canary.live).toBe(false);
    await a.http
      .post('/api/releases/mfe_lunar/canary')
      .set(admin.writeHeaders)
      .send({ releaseId: canary.releaseId, share: 30 })
      .expect(200);
    const remotes = a.app.get(LiveReleases);
    const lunar = (bucket: number | null) => remotes.remotesFor(bucket).remotes.find((r) => r.name === 'mfe_lunar');
    expect(lunar(29)?.entry).toContain(canary.releaseId);
    expect(lunar(30)?.entry).toContain(live.releaseId);
    expect(lunar(null)?.entry).toContain(live.releaseId);
    // The server renderer gets one release set for canary visitors (a render thread of its own): the canary's.
    const sets = remotes.remotesFor(0).remotes;
    expect(remotes.canarySets()).toEqual([{ remotes: sets }]);
    // A shell deployed alone reads them beside /remotes.json, with the buckets they serve (below the share).
    const withCanaries = await a.http.get('/remotes.json?canaries=1').expect(200);
    expect(withCanaries.body.canaries).toEqual([{ from: 0, to: 29, remotes: sets }]);
    expect((await a.http.get('/remotes.json').expect(200)).body.canaries).toBeUndefined();

    await a.http.post('/api/releases/mfe_lunar/canary/abort').set(admin.writeHeaders).send({}).expect(200);
    expect(lunar(0)?.entry).toContain(live.releaseId);
    expect(remotes.canarySets()).toEqual([]);
    await a.http
      .post('/api/releases/mfe_lunar/canary')
      .set(admin.writeHeaders)
      .send({ releaseId: canary.releaseId, share: 50 })
      .expect(200);
    await a.http.post('/api/releases/mfe_lunar/promote').set(admin.writeHeaders).send({}).expect(200);
    expect(lunar(99)?.entry).toContain(canary.releaseId);
  });

  it('removes the files of releases older than the last five, never the live one', async () => {
    const live = await publish('kept-live');
    const ids: string[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await publish(`later-${i}`, false)).releaseId);
    const dir = (id: string) => join(root, 'releases', 'mfe_lunar', id);
    expect(existsSync(dir(live.releaseId))).toBe(true);
    expect(ids.slice(-5).every((id) => existsSync(dir(id)))).toBe(true);
    expect(existsSync(dir(ids[0]))).toBe(false);

    const refused = await a.http
      .post('/api/releases/mfe_lunar/promote')
      .set(admin.writeHeaders)
      .send({ releaseId: ids[0] })
      .expect(409);
    expect(refused.body).toMatchObject({ code: 'RELEASE_PRUNED' });
  });

  it('refuses a build that fails the gate and changes nothing: no files, no history, the same live release', async () => {
    const before = await lunarEntry(a);
    const dist = fakeBuild(root, 'refused');
    const shell = join(root, 'shell-manifest.json');
    writeFileSync(shell, JSON.stringify({ shared: [{ name: 'react', version: '19.3.1', singleton: true }] }));
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }] }),
    );
    const history = async () =>
      ((await a.http.get('/api/releases').set('Cookie', admin.cookie).expect(200)).body as ReleasesOverviewDto).history;
    const historyBefore = await history();
    await expect(
      publisher.publish('mfe_lunar', dist, { actor: 'test', makeLive: true, shellManifest: shell, gate: 'refuse' }),
    ).rejects.toThrow(/shared singleton react: built against 20\.0\.0 .*the shell provides 19\.3\.1/);
    expect(await history()).toEqual(historyBefore);
    expect(await lunarEntry(a)).toBe(before);
  });

  it('refuses clearly: unknown remote or release, a bad share, no canary, and anyone not signed in', async () => {
    await a.http.get('/api/releases').expect(401);
    await a.http.post('/api/releases/mfe_lunar/rollback').send({}).expect(401);
    const unknownRemote = await a.http.post('/api/releases/mfe_nope/rollback').set(admin.writeHeaders).send({});
    expect(unknownRemote.status).toBe(404);
    const unknownRelease = await a.http
      .post('/api/releases/mfe_lunar/promote')
      .set(admin.writeHeaders)
      .send({ releaseId: 'abcdef123456' })
      .expect(404);
    expect(unknownRelease.body).toMatchObject({ code: 'RELEASE_NOT_FOUND' });
    const badShare = await a.http
      .post('/api/releases/mfe_lunar/canary')
      .set(admin.writeHeaders)
      .send({ releaseId: 'abcdef123456', share: 100 })
      .expect(400);
    expect(badShare.body.message).toBe('The share is a whole percent from 1 to 99');
    const noCanary = await a.http
      .post('/api/releases/mfe_lunar/canary/abort')
      .set(admin.writeHeaders)
      .send({})
      .expect(409);
    expect(noCanary.body).toMatchObject({ code: 'NO_CANARY' });
    const noEarlier = await a.http.post('/api/releases/mfe_coaching/rollback').set(admin.writeHeaders).send({});
    expect(noEarlier.status).toBe(409);
    expect(noEarlier.body).toMatchObject({ code: 'NO_EARLIER_RELEASE' });
  });
});
