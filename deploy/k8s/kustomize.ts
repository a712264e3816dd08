/**
 * A small `kustomize build` for deploy/k8s: resources (files and kustomization folders), namespace, images and
 * replicas, applied the way kustomize applies them. Any other field of a kustomization.yaml is refused rather than
 * ignored, so what the tests check is what `kubectl kustomize` would render.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

interface ImageRule {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

interface Kustomization {
  resources?: string[];
  namespace?: string;
  images?: ImageRule[];
  replicas?: Array<{ name: string; count: number }>;
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'images', 'replicas']);
/** Kinds kustomize leaves without a namespace (only those these manifests could name). */
const CLUSTER_SCOPED = new Set(['Namespace', 'PersistentVolume', 'StorageClass', 'ClusterRole', 'ClusterRoleBinding']);
const SCALABLE = new Set(['Deployment', 'StatefulSet', 'ReplicaSet', 'ReplicationController']);

/** Every YAML document of a file, parse errors included (a document that does not parse fails here). */
export function readDocuments(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((e) => e.message).join('; ')}`);
    const value = document.toJS() as K8sObject | null;
    return value === null ? [] : [value];
  });
}

/** `name[:tag][@digest]` → name, the way kustomize matches an `images:` entry. */
function imageName(image: string): string {
  const withoutDigest = image.split('@')[0];
  const colon = withoutDigest.lastIndexOf(':');
  return colon > withoutDigest.lastIndexOf('/') ? withoutDigest.slice(0, colon) : withoutDigest;
}

function retag(image: string, rule: ImageRule): string {
  const name = imageName(image);
  const rest = image.slice(name.length);
  const tag = rule.digest ? `@${rule.digest}` : rule.newTag ? `:${rule.newTag}` : rest;
  return `${rule.newName ?? name}${tag}`;
}

/** kustomize's images transformer: every containers[].image and initContainers[].image, wherever it sits. */
function setImages(node: unknown, rules: ImageRule[]): void {
  if (Array.isArray(node)) return node.forEach((item) => setImages(item, rules));
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value as Array<{ image?: string }>) {
        const rule = container.image && rules.find((r) => r.name === imageName(container.image!));
        if (rule) container.image = retag(container.image!, rule);
      }
    }
    setImages(value, rules);
  }
}

export function build(dir: string): K8sObject[] {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`${file}: ${unsupported.join(', ')}: not rendered by this loader`);

  const objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = resolve(dir, resource);
    objects.push(...(statSync(path).isDirectory() ? build(path) : readDocuments(path)));
  }
  if (kustomization.namespace) {
    for (const object of objects) {
      if (!CLUSTER_SCOPED.has(object.kind)) object.metadata.namespace = kustomization.namespace;
    }
  }
  setImages(objects, kustomization.images ?? []);
  for (const { name, count } of kustomization.replicas ?? []) {
    const targets = objects.filter((o) => SCALABLE.has(o.kind) && o.metadata.name === name);
    if (targets.length === 0) throw new Error(`${file}: replicas names ${name}, which is no Deployment here`);
    for (const target of targets) (target.spec as { replicas?: number }).replicas = count;
  }
  // kustomize refuses two resources with one identity.
  const seen = new Set<string>();
  for (const { apiVersion, kind, metadata } of objects) {
    const id = `${apiVersion}/${kind}/${metadata.namespace ?? ''}/${metadata.name}`;
    if (seen.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    seen.add(id);
  }
  return objects;
}
