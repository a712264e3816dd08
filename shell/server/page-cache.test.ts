/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageCache, encodePage } from './page-cache';
import { relativeTo } from './preloads';

describe('page cache', () => {
  it('keeps a page until its time is up', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new PageCache(1000);
    cache.set('dark /', { status: 200, html: '<p>home</p>' });
    jest.setSystemTime(999);
    expect(cache.get('dark /')?.html).toBe('<p>home</p>');
    jest.setSystemTime(1001);
    expect(cache.get('dark /')).toBeUndefined();
    jest.useRealTimers();
  });

  it('keeps nothing when its time is zero', () => {
    const cache = new PageCache(0);
    cache.set('dark /', { status: 200, html: 'x' });
    expect(cache.get('dark /')).toBeUndefined();
  });

  it('answers in the best encoding the browser accepts', () => {
    const page = { status: 200, html: '<p>'.repeat(100) };
    const br = encodePage(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page.html);
    const gz = encodePage(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page.html);
    expect(encodePage(page, undefined)).toEqual({ body: page.html });
  });
});

describe('preload URLs', () => {
  it('stay relative to the page for a same-origin remote and absolute for another origin', () => {
    expect(relativeTo('/mfe/mfe_lunar/mf-manifest.json', '12.ab12cd34.js')).toBe('/mfe/mfe_lunar/12.ab12cd34.js');
    expect(relativeTo('https://cdn.example/lunar/mf-manifest.json', 'remoteEntry.js')).toBe(
      'https://cdn.example/lunar/remoteEntry.js',
    );
  });
});
