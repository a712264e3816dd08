/**
 * Query parameters that ads, newsletters and social sites add to links and that no page reads (issue 31): a link
 * from a campaign (`/?utm_source=…`, `?fbclid=…`) is the same page as the bare URL, so it is served from the page
 * cache and rendered as the bare URL. The browser still has the full address (analytics read it there).
 */
const TRACKING_PREFIXES = ['utm_'];
const TRACKING_NAMES = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  'ref',
]);

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_NAMES.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}

/** The query without its tracking parameters, as `?a=1` or `''`. */
export function meaningfulSearch(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isTrackingParam(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
