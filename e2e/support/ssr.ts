import type { APIRequestContext } from '@playwright/test';

/**
 * A page as a plain HTTP client (curl, a crawler) receives it: no browser, no JavaScript. The server writes a rendered
 * page as `<div id="root" data-ssr="">…</div>` and a client-rendered fallback as an empty `<div id="root"></div>`
 * (shell/server/document.ts).
 */
export interface FetchedPage {
  status: number;
  html: string;
  /** The root carries data-ssr: the browser hydrates server markup. */
  ssr: boolean;
  /** The HTML inside #root. */
  root: string;
  /** The root's text as a reader sees it (tags, styles and scripts gone, entities decoded, spaces collapsed). */
  rootText: string;
  title: string;
  description: string;
  /** The text of every <h1> inside #root. */
  h1: string[];
  /** The class attribute of <html>. */
  htmlClass: string;
  bodyClass: string;
}

const ROOT_OPEN = /<div id="root"( data-ssr="")?>/;

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text of an HTML fragment; block ends become spaces so "Title</h3><p>$25" does not read "Title$25". */
export function textOf(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(div|p|h[1-6]|li|ul|ol|section|header|footer|nav|main|article|br|tr|td|th|button|a)\b[^>]*>/gi, ' ')
    .replace(/<[^>]+>/g, '');
  return decode(text).replace(/\s+/g, ' ').trim();
}

export function parsePage(status: number, html: string): FetchedPage {
  const open = ROOT_OPEN.exec(html);
  // documentEnd writes the root's closing tag right before the template's </body>.
  const end = html.lastIndexOf('</div></body>');
  const root = open && end > open.index ? html.slice(open.index + open[0].length, end) : '';
  const attr = (tag: string, name: string) => new RegExp(`<${tag}\\b[^>]*\\b${name}="([^"]*)"`).exec(html)?.[1] ?? '';
  return {
    status,
    html,
    ssr: Boolean(open?.[1]),
    root,
    rootText: textOf(root),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
    h1: [...root.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1])),
    htmlClass: attr('html', 'class'),
    bodyClass: attr('body', 'class'),
  };
}

export async function fetchPage(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
): Promise<FetchedPage> {
  const response = await request.get(url, { headers: { accept: 'text/html', ...headers }, maxRedirects: 0 });
  return parsePage(response.status(), await response.text());
}

/**
 * A server that has just started loads the remotes' server containers in the background; until then it sends pages
 * client-rendered by design (the first visitor never waits for a cold container). Waits until `url` comes back
 * server-rendered — at most `timeoutMs` — and returns that response, or the last one if it never did.
 */
export async function fetchServerRendered(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 20_000,
): Promise<FetchedPage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await fetchPage(request, url, headers);
    if (page.ssr || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
