/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, parseRemotesJson } from '@app/contracts';
import YAML from 'yaml';

interface ComposeService {
  build?: { dockerfile?: string };
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, unknown>;
}

const compose = () =>
  YAML.parse(fs.readFileSync(path.join(__dirname, '../../docker-compose.yml'), 'utf8')) as {
    services: Record<string, ComposeService>;
  };

describe("compose's remotes.json (docker/remotes.json, the file this server reads there)", () => {
  it('names every remote of the inventory at its dev port and compose service (node scripts/docker-remotes.mjs)', () => {
    const file = path.join(__dirname, '../../docker/remotes.json');
    const parsed = parseRemotesJson(JSON.parse(fs.readFileSync(file, 'utf8')) as unknown);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.remotes).toEqual(
      REMOTES.map((remote) => ({
        name: remote.name,
        entry: `http://localhost:${remote.devPort}/mf-manifest.json`,
        serverEntry: `http://${remote.folder}:8081/server/remoteEntry.js`,
      })),
    );
  });

  it("matches docker-compose.yml: one service per remote at its dev port, the API's REMOTE_*_URL, the shell's depends_on", () => {
    const { services } = compose();
    for (const remote of REMOTES) {
      const service = services[remote.folder];
      expect(service?.build?.dockerfile).toBe(`${remote.folder}/Dockerfile`);
      expect(service?.ports).toEqual([`${remote.devPort}:80`]);
      // The API's CSP names each remote's origin (api/src/config/federated-remotes.constants.ts names the variable).
      expect(services.api.environment?.[`REMOTE_${remote.name.toUpperCase()}_URL`]).toBe(
        `http://localhost:${remote.devPort}/mf-manifest.json`,
      );
      expect(services.shell.depends_on).toContain(remote.folder);
    }
  });
});
