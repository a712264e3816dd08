import { ADMIN_PASSWORD, BASE_URL } from './env';

let clientNumber = 0;

/**
 * A fresh client address per call unless one is given. The suite's server trusts X-Forwarded-For (as it does
 * behind the production proxy), so load and fuzz traffic does not trip the per-IP rate limits the security
 * tests check on purpose.
 */
export function clientIp(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export async function api<T = unknown>(
  path: string,
  init: {
    method?: string;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
    ip?: string;
    base?: string;
  } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? clientIp(), ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${init.base ?? BASE_URL}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

/** An admin bearer token from POST /api/auth/sign-in. */
export async function adminToken(base = BASE_URL): Promise<string> {
  const res = await api<{ token: string }>('/api/auth/sign-in', {
    method: 'POST',
    json: { password: ADMIN_PASSWORD },
    base,
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`admin sign-in: ${res.status} ${res.text}`);
  return res.body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
