/**
 * The first query key written with brackets (`email[]`, `email[0]`, `filter[email]`), or null. The API reads every
 * query parameter as one plain value; fastify keeps a bracketed key as it is, so `?email[]=a@x.co` reached the
 * handler as no `email` at all, and the admin's filtered list came back unfiltered (issue 28). Such a request is
 * refused rather than answered as if the filter were absent.
 */
export function bracketedQueryKey(url: string): string | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  for (const pair of url.slice(query + 1).split('&')) {
    const key = safeDecode(pair.split('=', 1)[0]);
    if (key.includes('[')) return key;
  }
  return null;
}

/**
 * The first query key whose name or value holds a NUL character, or null. PostgreSQL cannot store or compare text
 * with NUL in it: `?q=%00` reached the search as an error from the database, a 500 for a client's mistake.
 */
export function nulQueryKey(url: string): string | null {
  const query = url.indexOf('?');
  if (query === -1) return null;
  for (const pair of url.slice(query + 1).split('&')) {
    const [key, ...value] = pair.split('=');
    if (safeDecode(`${key}=${value.join('=')}`).includes('\u0000')) return safeDecode(key);
  }
  return null;
}

/** Where the first string holding a NUL sits in a JSON body (`message`, `items.2.name`), or null; keys count too. */
export function nulBodyField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulBodyField(inner, at);
    if (found !== null) return found;
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}
