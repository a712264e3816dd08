// The built server renders pages only once its renderer has loaded the remotes' server containers (it warms itself
// after start); until then, and when a render fails, pages go out client-rendered. A page measured in that state is
// a different page (every deferred section loads at once), so the sections wait for server-rendered answers first.

/** Fetches `path` (with `query`) once: whether it came back server-rendered with its heading, and its size on the wire. */
export async function fetchRendered(base, { path, heading }, query = '') {
  const res = await fetch(`${base}${path}${query}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
  });
  // Node's fetch decodes br itself; the size on the wire is the content-length.
  const html = await res.text();
  const bytes = Number(res.headers.get('content-length') ?? Buffer.byteLength(html));
  const ssr = res.status === 200 && /<div id="root" data-ssr/.test(html) && html.includes(heading);
  return { status: res.status, ssr, bytes };
}

/** Waits until every page answers server-rendered; throws after `timeoutMs`. */
export async function waitForServerRender(base, pages, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (const page of pages) {
    for (;;) {
      const r = await fetchRendered(base, page);
      if (r.ssr) break;
      if (Date.now() > deadline)
        throw new Error(`${page.path} is still not server-rendered (status ${r.status}) after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
