import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface RenderedPage {
  status: number;
  html: string;
  /** Compressed once, on first use: the same page goes to many visitors. */
  br?: Buffer;
  gzip?: Buffer;
}

const MAX_ENTRIES = 100;

/**
 * Rendered public pages, kept for a short time. A page's server markup depends only on its URL, the theme cookie
 * and the remotes' builds (data from the API arrives in the browser), so the same bytes serve every visitor until
 * a remote is redeployed or the entry expires. Only URLs without a query or a token are kept.
 */
export class PageCache {
  private readonly entries = new Map<string, { at: number; page: RenderedPage }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): RenderedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (Date.now() - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.page;
  }

  set(key: string, page: RenderedPage): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { at: Date.now(), page });
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The page's bytes in the best encoding the browser accepts. */
export function encodePage(
  page: RenderedPage,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: string } {
  const accepts = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepts)) {
    page.br ??= brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzipSync(page.html);
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.html };
}
