/**
 * Each document checked against the Kubernetes API's own schema for its apiVersion and kind: kubernetes-models ships
 * the OpenAPI definitions of the Kubernetes API compiled into validators (types, required fields, enums, formats).
 * A kind missing from this table fails: add its group here when a manifest starts using it.
 */
import * as appsV1 from 'kubernetes-models/apps/v1';
import * as autoscalingV2 from 'kubernetes-models/autoscaling/v2';
import * as batchV1 from 'kubernetes-models/batch/v1';
import * as networkingV1 from 'kubernetes-models/networking.k8s.io/v1';
import * as policyV1 from 'kubernetes-models/policy/v1';
import * as coreV1 from 'kubernetes-models/v1';
import type { K8sObject } from './kustomize';

interface Model {
  validate(): void;
}
type ModelClass = new (data: object) => Model;

const GROUPS: Record<string, Record<string, unknown>> = {
  v1: coreV1,
  'apps/v1': appsV1,
  'autoscaling/v2': autoscalingV2,
  'batch/v1': batchV1,
  'networking.k8s.io/v1': networkingV1,
  'policy/v1': policyV1,
};

/** The schema's complaints about one document, empty when it is valid. */
export function schemaErrors(object: K8sObject): string[] {
  const model = GROUPS[object.apiVersion]?.[object.kind] as ModelClass | undefined;
  if (!model) return [`no schema known for ${object.apiVersion} ${object.kind}`];
  try {
    new model(object).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
