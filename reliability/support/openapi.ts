import { api } from './http';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
  security?: unknown[];
}

export interface Endpoint {
  method: string;
  /** OpenAPI template, e.g. /api/testing-users/{id}/status. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  hasBody: boolean;
  /** Property names of the body schema, so fuzzed bodies also try the right keys with wrong values. */
  bodyKeys: string[];
  admin: boolean;
}

/** Every operation the API documents at /api/docs-json: new endpoints join the fuzz and auth checks by themselves. */
export async function documentedEndpoints(): Promise<Endpoint[]> {
  const res = await api<{
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
  }>('/api/docs-json');
  if (res.status !== 200) throw new Error(`GET /api/docs-json: ${res.status}`);
  const schemas = res.body.components?.schemas ?? {};
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(res.body.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const ref = op.requestBody?.content?.['application/json']?.schema?.$ref;
      const schema = ref ? schemas[ref.split('/').pop()!] : undefined;
      endpoints.push({
        method: method.toUpperCase(),
        path,
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        hasBody: !!op.requestBody,
        bodyKeys: Object.keys(schema?.properties ?? {}),
        admin: (op.security ?? []).length > 0,
      });
    }
  }
  return endpoints;
}

/** The template with each `{param}` replaced. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}
