import type { PageMeta } from '@app/contracts';

/** The shell's own page, and what a page says before its remote told us its words. */
export const NOT_FOUND_META: PageMeta = {
  title: '404 Page Not Found | Professional Life Coaching',
  description: 'The page you are looking for does not exist or has moved.',
};

export const SITE_META: PageMeta = {
  title: 'Professional Life Coaching Services | Lunar Light',
  description:
    'Professional Life Coaching Services and Lunar Light psychic, tarot and reiki readings. Book a short session online.',
};

/** A page module's `meta` when it exports a well-formed one. */
export function metaOf(mod: unknown): PageMeta | undefined {
  const meta = (mod as { meta?: Partial<PageMeta> } | undefined)?.meta;
  return meta && typeof meta.title === 'string' && typeof meta.description === 'string'
    ? (meta as PageMeta)
    : undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
