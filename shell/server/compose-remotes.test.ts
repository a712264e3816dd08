/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@app/contracts';
import YAML from 'yaml';

interface ComposeService {
  build?: { dockerfile?: string; args?: Record<string, string> };
  image?: string;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: string[] | Record<string, { condition: string }>;
  restart?: string;
}

const repo = path.join(__dirname, '../..');
const compose = () =>
  YAML.parse(fs.readFileSync(path.join(repo, 'docker-compose.yml'), 'utf8')) as {
    services: Record<string, ComposeService>;
    volumes: Record<string, unknown>;
  };

describe("compose's releases (issue 30): each remote publishes into the releases volume, the shell follows the registry", () => {
  it('runs each remote of the inventory as a one-shot publish step of its own image, after the API migrated', () => {
    const { services, volumes } = compose();
    expect(Object.keys(volumes)).toContain('releases');
    for (const remote of REMOTES) {
      const service = services[remote.folder];
      // One image recipe for every remote (docker/remote.Dockerfile), told which remote by its build args.
      expect(service?.build?.dockerfile).toBe('docker/remote.Dockerfile');
      expect(service?.build?.args).toEqual({ REMOTE_FOLDER: remote.folder, REMOTE: remote.name });
      expect(service?.ports).toBeUndefined();
      expect(service?.restart).toBe('no');
      expect(service?.volumes).toEqual(['releases:/releases']);
      expect(service?.environment?.DATABASE_URL).toBe(services.api.environment?.DATABASE_URL);
      expect(service?.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
      // Nothing pins a remote outside the registry.
      expect(services.api.environment?.[`REMOTE_${remote.name.toUpperCase()}_URL`]).toBeUndefined();
    }
  });

  it('builds the remote its args name and runs the publish step (docker/publish-release.sh) against the volume', () => {
    const dockerfile = fs.readFileSync(path.join(repo, 'docker/remote.Dockerfile'), 'utf8');
    expect(dockerfile).toContain('npm run build -w "$REMOTE_FOLDER"');
    expect(dockerfile).toContain('REMOTE=${REMOTE} RELEASES_DIR=/releases');
    expect(dockerfile).toContain('COPY --from=build /repo/${REMOTE_FOLDER}/dist /release/dist');
    expect(dockerfile).toContain('ENTRYPOINT ["sh", "/repo/docker/publish-release.sh"]');
    for (const remote of REMOTES) expect(fs.existsSync(path.join(repo, remote.folder, 'Dockerfile'))).toBe(false);
  });

  it('keeps the releases in the API, serves them read-only, and has the shell follow the API', () => {
    const { services } = compose();
    expect(services.api.environment?.RELEASES_DIR).toBe('/releases');
    expect(services.api.volumes).toEqual(['releases:/releases']);
    expect(services.releases.volumes).toContain('releases:/releases:ro');
    expect(services.releases.volumes).toContain(
      './docker/nginx-releases.conf:/etc/nginx/templates/default.conf.template:ro',
    );
    expect(services.releases.environment).toEqual({
      NGINX_PORT: '80',
      NGINX_INTERNAL_PORT: '8081',
      RELEASES_ROOT: '/releases',
    });
    expect(services.proxy.environment?.RELEASES_UPSTREAM).toBe('releases:80');
    expect(services.shell.environment).toMatchObject({
      REMOTES_URL: `${services.shell.environment?.API_URL}/remotes.json`,
      RELEASES_URL: 'http://releases:8081',
    });
    expect(services.shell.environment?.REMOTES_FILE).toBeUndefined();
  });
});
