/** @jest-environment node */
import { canaryFor, followRemotes, parseFollowed, withServerEntries } from './remotes-follower';

const json = (release: string) =>
  JSON.stringify({ remotes: [{ name: 'mfe_lunar', entry: `/mfe/mfe_lunar/${release}/mf-manifest.json` }] });

describe('following the release registry', () => {
  it("puts a release's Node container at RELEASES_URL and leaves a remote pinned elsewhere alone", () => {
    expect(
      withServerEntries(
        [
          { name: 'mfe_lunar', entry: '/mfe/mfe_lunar/0123456789ab/mf-manifest.json' },
          { name: 'mfe_admin', entry: 'https://cdn.example.com/admin/mf-manifest.json' },
        ],
        'http://releases:8081',
      ),
    ).toEqual([
      {
        name: 'mfe_lunar',
        entry: '/mfe/mfe_lunar/0123456789ab/mf-manifest.json',
        serverEntry: 'http://releases:8081/mfe/mfe_lunar/0123456789ab/server/remoteEntry.js',
      },
      { name: 'mfe_admin', entry: 'https://cdn.example.com/admin/mf-manifest.json' },
    ]);
  });

  it('hands each new answer to the renderer once, and keeps the last one while the API does not answer', async () => {
    const answers: Array<string | Error> = [
      json('111111111111'),
      json('111111111111'),
      new Error('refused'),
      json('222222222222'),
    ];
    const seen: string[] = [];
    const warnings: string[] = [];
    const fake = (async () => {
      const next = answers.shift() ?? json('222222222222');
      if (next instanceof Error) throw next;
      return new Response(next);
    }) as typeof fetch;
    const follower = followRemotes({
      url: 'http://api/remotes.json',
      releasesUrl: 'http://releases:8081',
      intervalMs: 5,
      fetch: fake,
      log: { warn: (m) => warnings.push(m) },
      onChange: (remotes) => seen.push(remotes.server.remotes[0].serverEntry ?? ''),
    });
    await follower.first;
    expect(seen).toEqual(['http://releases:8081/mfe/mfe_lunar/111111111111/server/remoteEntry.js']);
    for (let i = 0; i < 100 && seen.length < 2; i += 1) await new Promise((r) => setTimeout(r, 5));
    follower.stop();
    expect(seen).toEqual([
      'http://releases:8081/mfe/mfe_lunar/111111111111/server/remoteEntry.js',
      'http://releases:8081/mfe/mfe_lunar/222222222222/server/remoteEntry.js',
    ]);
    expect(warnings).toEqual(['Could not read http://api/remotes.json: refused; keeping the remotes']);
  });

  it("gives a visitor whose bucket a canary serves that canary's releases, and browsers the live list alone", () => {
    const live = { name: 'mfe_lunar', entry: '/mfe/mfe_lunar/111111111111/mf-manifest.json' };
    const canary = { name: 'mfe_lunar', entry: '/mfe/mfe_lunar/222222222222/mf-manifest.json' };
    const followed = parseFollowed(
      JSON.stringify({ remotes: [live], canaries: [{ from: 0, to: 29, remotes: [canary] }] }),
      'http://releases:8081',
    );
    expect(JSON.parse(followed.json)).toEqual({ remotes: [live] });
    expect(canaryFor(followed, 0)?.remotes).toEqual([canary]);
    expect(canaryFor(followed, 29)?.server.remotes[0].serverEntry).toBe(
      'http://releases:8081/mfe/mfe_lunar/222222222222/server/remoteEntry.js',
    );
    expect(canaryFor(followed, 30)).toBeUndefined();
    expect(canaryFor(followed, null)).toBeUndefined();
  });
});
