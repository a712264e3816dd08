import type { AppConfigService } from '../../config/app-config.module';
import type { PgListener } from '../../database/pg-listener.service';
import { LiveReleases } from './live-releases.service';
import type { ReleasePublisher } from './release-publisher.service';
import type { LiveRelease, ReleaseRegistry } from './release-registry.service';
import type { ReleaseStore } from './release-store';

/** LiveReleases over a registry that answers `rows` (no database: what it makes of them). */
async function liveOf(rows: LiveRelease[], pinned: Record<string, string> = {}): Promise<LiveReleases> {
  const live = new LiveReleases(
    { live: async () => rows } as unknown as ReleaseRegistry,
    {} as ReleasePublisher,
    { dirOf: (remote: string, id: string) => `/nowhere/${remote}/${id}` } as unknown as ReleaseStore,
    { subscribe: () => undefined } as unknown as PgListener,
    { get: () => pinned } as unknown as AppConfigService,
  );
  await live.refresh();
  return live;
}

const release = (remote: LiveRelease['remote'], id: string, canary?: { id: string; share: number }): LiveRelease => ({
  remote,
  releaseId: id,
  baseUrl: `/mfe/${remote}/${id}/`,
  canary: canary ? { releaseId: canary.id, baseUrl: `/mfe/${remote}/${canary.id}/`, share: canary.share } : null,
});
const entryOf = (set: { remotes: Array<{ name: string; entry: string }> }, name: string) =>
  set.remotes.find((r) => r.name === name)?.entry;

describe('LiveReleases: the release sets of canary visitors (issue 30)', () => {
  it('has none while no remote has a canary', async () => {
    const live = await liveOf([release('mfe_lunar', 'aaaaaaaaaaaa')]);
    expect(live.canaryBuckets()).toEqual([]);
    expect(live.canarySets()).toEqual([]);
  });

  it('gives each run of buckets its set: two canaries of different shares make two sets', async () => {
    const live = await liveOf([
      release('mfe_lunar', 'aaaaaaaaaaaa', { id: 'bbbbbbbbbbbb', share: 50 }),
      release('mfe_coaching', 'cccccccccccc', { id: 'dddddddddddd', share: 10 }),
    ]);
    const buckets = live.canaryBuckets();
    expect(buckets.map(({ from, to }) => [from, to])).toEqual([
      [0, 9],
      [10, 49],
    ]);
    // Below 10: both canaries; 10–49: the lunar canary and the live coaching release; 50 and above: live (no set).
    expect(entryOf(buckets[0], 'mfe_coaching')).toBe('/mfe/mfe_coaching/dddddddddddd/mf-manifest.json');
    expect(entryOf(buckets[0], 'mfe_lunar')).toBe('/mfe/mfe_lunar/bbbbbbbbbbbb/mf-manifest.json');
    expect(entryOf(buckets[1], 'mfe_coaching')).toBe('/mfe/mfe_coaching/cccccccccccc/mf-manifest.json');
    expect(entryOf(buckets[1], 'mfe_lunar')).toBe('/mfe/mfe_lunar/bbbbbbbbbbbb/mf-manifest.json');
    expect(live.canarySets()).toEqual(buckets.map(({ remotes }) => ({ remotes })));
  });

  it('leaves out a remote pinned elsewhere (REMOTE_<NAME>_URL): its canary is not ours', async () => {
    const live = await liveOf([release('mfe_lunar', 'aaaaaaaaaaaa', { id: 'bbbbbbbbbbbb', share: 50 })], {
      mfe_lunar: 'https://cdn.example.com/lunar/mf-manifest.json',
    });
    expect(live.canaryBuckets()).toEqual([]);
  });
});
