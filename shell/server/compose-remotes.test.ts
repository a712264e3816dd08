/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, parseRemotesJson } from '@app/contracts';

describe("compose's remotes.json (docker/remotes.json, the file this server reads there)", () => {
  it('names every remote of the inventory at its dev port and compose service (node scripts/docker-remotes.mjs)', () => {
    const file = path.join(__dirname, '../../docker/remotes.json');
    const parsed = parseRemotesJson(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.remotes).toEqual(
      REMOTES.map((remote) => ({
        name: remote.name,
        entry: `http://localhost:${remote.devPort}/mf-manifest.json`,
        serverEntry: `http://${remote.folder}/server/remoteEntry.js`,
      })),
    );
  });
});
