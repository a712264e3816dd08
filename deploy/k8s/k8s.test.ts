/**
 * deploy/k8s (issue 35): every overlay rendered the way `kubectl kustomize` renders it, every document valid against
 * the Kubernetes API's schemas, and the manifests held to what the rest of the repository says: compose's
 * environment, the API's health route and drain, nginx-proxy.conf's routes, the remotes' releases. No cluster runs
 * here: this is what can be known without one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';
import { build, readDocuments, type K8sObject } from './kustomize';
import { schemaErrors } from './schemas';

const repo = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(repo, path), 'utf8');

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: EnvVar[];
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  ports?: Array<{ name?: string; containerPort: number }>;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; runAsNonRoot?: boolean };
  volumeMounts?: Array<{ name: string; mountPath: string; subPath?: string; readOnly?: boolean }>;
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  volumes?: Array<{ name: string; persistentVolumeClaim?: { claimName: string }; configMap?: { name: string } }>;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}
interface Workload extends K8sObject {
  spec: { replicas?: number; selector?: { matchLabels: Record<string, string> }; template: Template };
}
interface Template {
  metadata: { labels: Record<string, string> };
  spec: PodSpec;
}

const SECRETS = 'app-secrets';
/** Compose passes these from the operator's shell or writes them inline; here they only ever come from the Secret. */
const SECRET_VARIABLES = ['DATABASE_URL', 'ADMIN_PASSWORD', 'TOKEN_SECRET'];

const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, { environment?: Record<string, string> }>;
};
/** The remotes of the one inventory (issue 18): each publishes its releases with its own image. */
const remotes = (
  JSON.parse(read('packages/contracts/src/federation/apps.json')) as { remotes: Array<{ folder: string }> }
).remotes;

const find = (objects: K8sObject[], kind: string, name: string) => {
  const object = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name} in the rendered manifests`);
  return object;
};
const workload = (objects: K8sObject[], kind: string, name: string) => find(objects, kind, name) as Workload;
const podSpecs = (objects: K8sObject[]) =>
  objects
    .filter((o): o is Workload => ['Deployment', 'Job'].includes(o.kind))
    .map((o) => ({ owner: `${o.kind} ${o.metadata.name}`, template: o.spec.template }));
const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);

/** A container's environment as name → literal value, or `secret:<name>/<key>` for a reference. */
function environmentOf(objects: K8sObject[], container: Container): Map<string, string> {
  const env = new Map<string, string>();
  for (const source of container.envFrom ?? []) {
    if (!source.configMapRef) throw new Error(`${container.name}: only ConfigMaps are read whole`);
    const data = (find(objects, 'ConfigMap', source.configMapRef.name).data ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(data)) env.set(name, value);
  }
  for (const { name, value, valueFrom } of container.env ?? []) {
    const secret = valueFrom?.secretKeyRef;
    env.set(name, secret ? `secret:${secret.name}/${secret.key}` : (value ?? ''));
  }
  return env;
}

const siteHosts = (objects: K8sObject[]) => {
  const rules = objects.filter((o) => o.kind === 'Ingress').flatMap((o) => (o.spec as { rules: IngressRule[] }).rules);
  return rules;
};
interface IngressRule {
  host: string;
  http: {
    paths: Array<{ path: string; pathType: string; backend: { service: { name: string; port: { name: string } } } }>;
  };
}
const backendOf = (objects: K8sObject[], host: string, path: string) =>
  siteHosts(objects)
    .filter((rule) => rule.host === host)
    .flatMap((rule) => rule.http.paths)
    .find((p) => p.path === path)?.backend.service;

const overlays = [
  ['base', join(__dirname, 'base')],
  ['production', join(__dirname, 'overlays', 'production')],
] as const;

describe.each(overlays)('deploy/k8s %s', (_name, dir) => {
  const objects = build(dir);
  const api = workload(objects, 'Deployment', 'api');
  const apiContainer = api.spec.template.spec.containers[0];
  const apiLabels = api.spec.template.metadata.labels;

  it('renders documents that are all valid against the Kubernetes schemas', () => {
    expect(objects.length).toBeGreaterThan(15);
    const invalid = objects
      .map((o) => ({ id: `${o.kind} ${o.metadata.name}`, errors: schemaErrors(o) }))
      .filter((result) => result.errors.length > 0);
    expect(invalid).toEqual([]);
  });

  it("gives the API and the shell every variable compose's services set, with compose's values", () => {
    const site = new URL(environmentOf(objects, apiContainer).get('PUBLIC_URL')!);
    const services: Array<[string, Container]> = [
      ['api', apiContainer],
      ['shell', workload(objects, 'Deployment', 'shell').spec.template.spec.containers[0]],
    ];
    for (const [service, container] of services) {
      const env = environmentOf(objects, container);
      for (const [name, composeValue] of Object.entries(compose.services[service].environment ?? {})) {
        expect([service, name, env.has(name)]).toEqual([service, name, true]);
        const value = env.get(name)!;
        if (SECRET_VARIABLES.includes(name)) {
          expect([name, value]).toEqual([name, `secret:${SECRETS}/${name}`]);
        } else if (/^\$\{\w+:\?/.test(composeValue)) {
          throw new Error(`compose requires ${name} from the operator: add it to SECRET_VARIABLES and app-secrets`);
        } else if (composeValue.includes('localhost:8080')) {
          // PUBLIC_URL, CORS_ORIGINS: compose's proxy origin is the site's Ingress host here.
          expect([name, value]).toEqual([name, site.origin]);
        } else {
          expect([name, value]).toEqual([name, composeValue]);
        }
      }
    }
    expect(backendOf(objects, site.host, '/')).toEqual({ name: 'shell', port: { name: 'http' } });
  });

  it("publishes each remote as compose does, into the claim the API keeps and the releases' nginx serves", () => {
    const claimMount = (template: Template, container: Container) => {
      const mount = container.volumeMounts?.find((m) => m.mountPath === '/releases');
      const volume = template.spec.volumes?.find((v) => v.name === mount?.name);
      return `${volume?.persistentVolumeClaim?.claimName}/${mount?.subPath}${mount?.readOnly ? ' (read-only)' : ''}`;
    };
    const apiEnv = environmentOf(objects, apiContainer);
    expect(apiEnv.get('RELEASES_DIR')).toBe('/releases');
    expect(claimMount(api.spec.template, apiContainer)).toBe('releases/releases');
    const composePublish = compose.services['mfe-lunar'].environment ?? {};
    for (const { folder } of remotes) {
      const job = workload(objects, 'Job', `publish-${folder}`);
      const [publish] = job.spec.template.spec.containers;
      expect(publish.image).toMatch(new RegExp(`booking/${folder}(:|$)`));
      expect(claimMount(job.spec.template, publish)).toBe('releases/releases');
      const env = environmentOf(objects, publish);
      expect(env.get('RELEASES_DIR')).toBe(apiEnv.get('RELEASES_DIR'));
      expect(env.get('DATABASE_URL')).toBe(`secret:${SECRETS}/DATABASE_URL`);
      expect(env.get('SHELL_MANIFEST_URL')).toBe(composePublish.SHELL_MANIFEST_URL);
    }
    // The releases' nginx: compose's template, read-only on the same claim; browsers reach it at /mfe on the site.
    const releases = workload(objects, 'Deployment', 'releases');
    const [nginx] = releases.spec.template.spec.containers;
    expect(find(objects, 'ConfigMap', 'releases-nginx').data).toEqual({
      'default.conf.template': read('docker/nginx-releases.conf'),
    });
    expect(claimMount(releases.spec.template, nginx)).toBe('releases/releases (read-only)');
    expect(environmentOf(objects, nginx).get('RELEASES_ROOT')).toBe(
      compose.services.releases.environment?.RELEASES_ROOT,
    );
    const host = new URL(apiEnv.get('PUBLIC_URL')!).host;
    expect(backendOf(objects, host, '/mfe')).toEqual({ name: 'releases', port: { name: 'http' } });
    // The shell's renderer reaches the Node builds at the Service's internal port, as compose's RELEASES_URL.
    const shell = workload(objects, 'Deployment', 'shell').spec.template.spec.containers[0];
    const internal = new URL(environmentOf(objects, shell).get('RELEASES_URL')!);
    const service = find(objects, 'Service', internal.hostname).spec as { ports: Array<{ port: number }> };
    expect(service.ports.map((p) => p.port)).toContain(Number(internal.port));
  });

  it('probes the API on a route it serves, and gives its drain the time it takes', () => {
    const prefix = /setGlobalPrefix\('([^']+)'\)/.exec(read('api/src/app.factory.ts'))![1];
    const health = read('api/src/modules/health/health.controller.ts');
    const controller = /@Controller\('([^']+)'\)/.exec(health)![1];
    expect(health).toMatch(/@Get\(\)\s+@ApiOperation/);
    for (const probe of ['startupProbe', 'readinessProbe', 'livenessProbe'] as const) {
      expect([probe, apiContainer[probe]?.httpGet?.path]).toEqual([probe, `/${prefix}/${controller}`]);
      expect(apiContainer.ports!.map((p) => p.name)).toContain(apiContainer[probe]!.httpGet!.port);
    }
    const limitMs = Number(
      /SHUTDOWN_LIMIT_MS = ([\d_]+)/.exec(read('api/src/lifecycle/graceful-shutdown.ts'))![1].replace(/_/g, ''),
    );
    const [sleep, seconds] = apiContainer.lifecycle!.preStop!.exec!.command;
    expect(sleep).toBe('sleep');
    expect(api.spec.template.spec.terminationGracePeriodSeconds).toBeGreaterThan(Number(seconds) + limitMs / 1000);
  });

  it("probes the shell and the releases' nginx on what they serve", () => {
    const shell = workload(objects, 'Deployment', 'shell').spec.template.spec.containers[0];
    expect(read('shell/server/serve.ts')).toContain(`'${shell.readinessProbe!.httpGet!.path}'`);
    const probe = workload(objects, 'Deployment', 'releases').spec.template.spec.containers[0].readinessProbe!;
    expect(read('docker/nginx-releases.conf')).toContain(`location = ${probe.httpGet!.path} `);
  });

  it("carries /api and /ws to the API as nginx-proxy.conf does, /ws with the proxy's timeouts", () => {
    const proxy = read('docker/nginx-proxy.conf');
    const host = new URL(environmentOf(objects, apiContainer).get('PUBLIC_URL')!).host;
    const apiService = { name: 'api', port: { name: 'http' } };
    expect(backendOf(objects, host, '/api')).toEqual(apiService);
    expect(backendOf(objects, host, '/ws')).toEqual(apiService);
    const ws = objects.find(
      (o) => o.kind === 'Ingress' && (o.spec as { rules: IngressRule[] }).rules[0].http.paths[0].path === '/ws',
    )!;
    const wsBlock = /location = \/ws \{([^}]*)\}/.exec(proxy)![1];
    for (const setting of ['read', 'send']) {
      const seconds = new RegExp(`proxy_${setting}_timeout (\\d+)s`).exec(wsBlock)![1];
      expect(ws.metadata.annotations![`nginx.ingress.kubernetes.io/proxy-${setting}-timeout`]).toBe(seconds);
    }
    const service = find(objects, 'Service', 'api').spec as { selector: Record<string, string> };
    expect(matches(service.selector, apiLabels)).toBe(true);
  });

  it("keeps one API replica through disruptions and scales the API's Deployment on CPU", () => {
    const pdb = find(objects, 'PodDisruptionBudget', 'api').spec as {
      minAvailable: number;
      selector: { matchLabels: Record<string, string> };
    };
    expect(pdb.minAvailable).toBe(1);
    // The API's pods and no others (the migration Job's pod is not one).
    const selected = podSpecs(objects).filter((p) => matches(pdb.selector.matchLabels, p.template.metadata.labels));
    expect(selected.map((p) => p.owner)).toEqual(['Deployment api']);
    const hpa = find(objects, 'HorizontalPodAutoscaler', 'api').spec as {
      scaleTargetRef: { kind: string; name: string };
      minReplicas: number;
      metrics: Array<{ resource: { name: string } }>;
    };
    expect(hpa.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'api' });
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.metrics.map((m) => m.resource.name)).toEqual(['cpu']);
    // The autoscaler alone sets the count: a `replicas` here would be re-applied by every `kubectl apply`.
    expect(api.spec.replicas).toBeUndefined();
  });

  it('migrates with the API image before the rollout, apart from it by label', () => {
    const job = workload(objects, 'Job', 'api-migrate');
    const [migrate] = job.spec.template.spec.containers;
    expect(migrate.image).toBe(apiContainer.image);
    expect(migrate.command!.join(' ')).toContain("require('./api/dist/database/data-source.options')");
    expect(read('api/src/database/data-source.options.ts')).toContain('export function buildDataSourceOptions');
    expect(environmentOf(objects, migrate).get('DATABASE_URL')).toBe(`secret:${SECRETS}/DATABASE_URL`);
    // `kubectl apply -l app.kubernetes.io/component=migrate` picks the Job alone; the rollout takes `notin (migrate,publish)`.
    const component = 'app.kubernetes.io/component';
    expect(objects.filter((o) => o.metadata.labels?.[component] === 'migrate').map((o) => o.kind)).toEqual(['Job']);
  });

  it('runs every container as non-root with requests and limits', () => {
    for (const { owner, template } of podSpecs(objects)) {
      expect([owner, template.spec.securityContext?.runAsNonRoot]).toEqual([owner, true]);
      for (const container of [...template.spec.containers, ...(template.spec.initContainers ?? [])]) {
        const id = `${owner}/${container.name}`;
        expect([id, container.securityContext?.allowPrivilegeEscalation]).toEqual([id, false]);
        expect([id, Object.keys(container.resources?.requests ?? {})]).toEqual([id, ['cpu', 'memory']]);
        expect([id, Object.keys(container.resources?.limits ?? {})]).toEqual([id, ['cpu', 'memory']]);
      }
    }
  });

  it('references secrets and never carries one', () => {
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    for (const { owner, template } of podSpecs(objects)) {
      for (const container of template.spec.containers) {
        for (const [name, value] of environmentOf(objects, container)) {
          if (/PASSWORD|SECRET|TOKEN|DATABASE_URL|SMTP_URL/.test(name)) {
            expect([owner, name, value.startsWith(`secret:${SECRETS}/`)]).toEqual([owner, name, true]);
          }
        }
      }
    }
  });
});

describe('deploy/k8s, every file', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : entry.name.endsWith('.yaml') ? [join(dir, entry.name)] : [],
    );

  it('holds no Secret, rendered or not', () => {
    const secrets = files(__dirname).flatMap((file) =>
      readDocuments(file)
        .filter((o) => o.kind === 'Secret')
        .map(() => relative(repo, file)),
    );
    expect(secrets).toEqual([]);
  });

  it("rewrites every image in production, the migration Job's with the API's", () => {
    const production = build(join(__dirname, 'overlays', 'production'));
    const images = podSpecs(production).flatMap(({ template }) =>
      [...template.spec.containers, ...(template.spec.initContainers ?? [])].map((c) => c.image),
    );
    expect(images.filter((image) => !image.startsWith('registry.example.com/'))).toEqual([]);
    expect(production.every((o) => o.metadata.namespace === 'booking')).toBe(true);
  });

  it('fails a document with a field of the wrong type', () => {
    const api = workload(build(join(__dirname, 'base')), 'Deployment', 'api');
    const broken = { ...api, spec: { ...api.spec, replicas: 'two' } };
    expect(schemaErrors(broken).join()).toContain('replicas must be integer');
    const probe = structuredClone(api);
    (probe.spec.template.spec.containers[0].readinessProbe as { periodSeconds: unknown }).periodSeconds = '5s';
    expect(schemaErrors(probe)).not.toEqual([]);
  });
});
