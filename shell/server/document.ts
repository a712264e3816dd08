import fs from 'node:fs';
import path from 'node:path';
import type { PageMeta } from '@app/contracts';
import type { ThemeMode } from '@app/web-kit';
import { INLINE_REMOTES_ELEMENT_ID, type RemoteEntry } from '@app/web-kit/federation';
import {
  APP_MAIN_ATTRIBUTE,
  EARLY_TAPS_SCRIPT,
  EARLY_THEME_SCRIPT,
  PAINT_FIRST_SCRIPT,
} from '@app/contracts/federation';
import type { PageExposeId } from '@app/contracts';
import { escapeHtml } from '../src/routes/pageMeta';
import { ROUTE_MODULE_META } from '../src/routes/routeMark';

/** The browser build's index.html cut where the server writes: head additions, the root's opening tag, the rest. */
export interface DocumentTemplate {
  head: string;
  tail: string;
}

const ROOT = '<div id="root"></div>';

/** render.js lives in shell/dist/server; the browser build's page is one folder up. */
export function readTemplate(file = path.join(__dirname, '..', 'index.html')): DocumentTemplate {
  const html = fs.readFileSync(file, 'utf8');
  const at = html.indexOf(ROOT);
  if (at < 0) throw new Error(`${file} has no ${ROOT}`);
  return { head: html.slice(0, at), tail: html.slice(at + ROOT.length) };
}

/** JSON inside <script>: `<` escaped so no text can close the tag. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export interface HeadOptions {
  meta: PageMeta;
  mode: ThemeMode;
  /** remotes.json as checked by the renderer; written as data whatever it holds. */
  remotes: { remotes: Array<Pick<RemoteEntry, 'entry'> & { name: string }> };
  preloads: string[];
  /** The matched route's page module, named in the head for the shell's first script to preload (none: 404). */
  routeModule?: PageExposeId;
  /** The rendered body's emotion `<style>` tags (render-body.tsx); none for a page rendered in the browser. */
  styles?: string;
}

/** Everything up to and including the root's opening tag; `ssr` marks markup the browser should hydrate. */
export function documentStart(template: DocumentTemplate, options: HeadOptions, ssr: boolean): string {
  const { meta, mode } = options;
  const extra = [
    // Brings the theme cookie in line with the visitor's stored choice before the shell reads it (allowed by its CSP
    // hash): client-rendered pages too, so every page's client and the next server render read one choice.
    `<script>${EARLY_THEME_SCRIPT}</script>`,
    // Holds taps on buttons React does not own yet and replays them once it does, and starts the shell's code once the
    // page is on screen (issue 31; each allowed by its CSP hash).
    ...(ssr ? [`<script>${EARLY_TAPS_SCRIPT}</script>`, `<script>${PAINT_FIRST_SCRIPT}</script>`] : []),
    ...(options.routeModule
      ? [`<meta name="${ROUTE_MODULE_META}" content="${escapeHtml(options.routeModule)}" />`]
      : []),
    ...options.preloads.map((href) => scriptPreload(escapeHtml(href))),
    `<script type="application/json" id="${INLINE_REMOTES_ELEMENT_ID}">${scriptJson(options.remotes)}</script>`,
    options.styles ?? '',
  ].join('');
  const head = template.head
    .replace(/<html([^>]*) class="(dark|light)"/, `<html$1 class="${mode}"`)
    .replace(/<body([^>]*) class="(dark|light)"/, `<body$1 class="${mode}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(meta.description)}"`,
    )
    .replace('</head>', () => `${extra}</head>`); // a function: `$'` in the script is no replacement pattern
  return `${ssr ? paintFirst(head) : head}<div id="root"${ssr ? ' data-ssr=""' : ''}>`;
}

/**
 * Scripts the page runs only after it is painted: fetched from the start, at low priority, so they never compete with
 * what the first frame needs (a preloaded script is otherwise fetched at high priority, like a blocking one).
 */
function scriptPreload(href: string, attributes = ''): string {
  return `<link rel="preload" as="script" fetchpriority="low" href="${href}"${attributes} />`;
}

/** The shell's deferred script becomes a preload that PAINT_FIRST_SCRIPT starts once the page is on screen. */
function paintFirst(head: string): string {
  return head.replace(/<script defer src="([^"]+)"><\/script>/, (_tag, src: string) =>
    scriptPreload(src, ` ${APP_MAIN_ATTRIBUTE}=""`),
  );
}

export function documentEnd(template: DocumentTemplate): string {
  return `</div>${template.tail}`;
}
