/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EARLY_TAPS_SCRIPT, EARLY_THEME_SCRIPT, PAINT_FIRST_SCRIPT } from '@app/contracts/federation';
import { documentEnd, documentStart, readTemplate } from './document';

const TEMPLATE = `<!doctype html><html lang="en" class="dark"><head><meta charset="utf-8"><meta name="description" content="Site words"><title>Site</title><script defer src="/main.1234abcd.js"></script></head><body class="dark"><div id="root"></div></body></html>`;

function template() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-doc-')), 'index.html');
  fs.writeFileSync(file, TEMPLATE);
  return readTemplate(file);
}

const remotes = { remotes: [{ name: 'mfe_lunar', entry: '/mfe/mfe_lunar/mf-manifest.json' }] };

describe('server document', () => {
  it("writes the page's title, description and theme, and marks the root for hydration", () => {
    const start = documentStart(
      template(),
      {
        meta: { title: 'Readings & more | Lunar Light', description: 'Say "hi" <now>' },
        mode: 'light',
        remotes,
        preloads: ['/mfe/mfe_lunar/remoteEntry.js'],
        routeModule: 'mfe_lunar/LunarBookingPage',
      },
      true,
    );
    expect(start).toContain('<html lang="en" class="light">');
    expect(start).toContain('<body class="light">');
    expect(start).toContain('<title>Readings &amp; more | Lunar Light</title>');
    expect(start).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;now&gt;"');
    expect(start).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/mfe/mfe_lunar/remoteEntry.js" />',
    );
    expect(start).toContain('<meta name="route-module" content="mfe_lunar/LunarBookingPage" />');
    expect(start.endsWith('<div id="root" data-ssr="">')).toBe(true);
    // The early-taps script, exactly as the CSP's hash allows it.
    expect(start).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    // The theme script first, exactly as its hash allows it: the cookie is the stored choice before anything reads it.
    expect(start).toContain(`<script>${EARLY_THEME_SCRIPT}</script><script>${EARLY_TAPS_SCRIPT}</script>`);
    expect(start + documentEnd(template())).toMatch(/<div id="root" data-ssr=""><\/div><\/body><\/html>$/);
  });

  it("starts a server-rendered page's code only once the page is painted: its script is a preload the inline starter runs", () => {
    const options = { meta: { title: 't', description: 'd' }, mode: 'dark' as const, remotes, preloads: [] };
    const hydrated = documentStart(template(), options, true);
    expect(hydrated).not.toContain('<script defer');
    expect(hydrated).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/main.1234abcd.js" data-app-main="" />',
    );
    expect(hydrated).toContain(`<script>${PAINT_FIRST_SCRIPT}</script>`);
    // A page the browser renders itself has nothing on screen to wait for.
    const rendered = documentStart(template(), options, false);
    expect(rendered).toContain('<script defer src="/main.1234abcd.js"></script>');
    expect(rendered).not.toContain(PAINT_FIRST_SCRIPT);
  });

  it('inlines remotes.json as data no text can break out of', () => {
    const hostile = { remotes: [{ name: 'x', entry: '</script><script>alert(1)</script>' }] };
    const start = documentStart(
      template(),
      { meta: { title: 't', description: 'd' }, mode: 'dark', remotes: hostile, preloads: [] },
      false,
    );
    const json = /<script type="application\/json" id="app-remotes">(.*?)<\/script>/.exec(start)![1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual(hostile);
    expect(start.endsWith('<div id="root">')).toBe(true);
    expect(start).not.toContain('route-module');
    // A client-rendered page has nothing to hydrate, so no tap to hold.
    expect(start).not.toContain(EARLY_TAPS_SCRIPT);
    // The theme cookie is brought in line on every page, client-rendered ones too.
    expect(start).toContain(`<script>${EARLY_THEME_SCRIPT}</script>`);
  });

  it('refuses a template without the root element', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shell-doc-')), 'index.html');
    fs.writeFileSync(file, '<html><body></body></html>');
    expect(() => readTemplate(file)).toThrow('has no <div id="root"></div>');
  });
});
