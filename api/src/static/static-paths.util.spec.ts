import { cacheControlFor, isPublicBuildFile, isReservedPath, isSpaRoute } from './static-paths.util';

describe(isSpaRoute.name, () => {
  it.each(['/', '/lunar-light', '/checkout?amount=25', '/does-not-exist', '/coach/sessions/42', '/apis', '/wsx'])(
    'treats %s as a shell route',
    (url) => expect(isSpaRoute(url)).toBe(true),
  );

  it.each(['/api', '/api/services', '/mfe/mfe_lunar/x', '/ws', '/main.3f9a1c2b.js', '/favicon.ico', '/a/b.json?x=1'])(
    'does not treat %s as a shell route',
    (url) => expect(isSpaRoute(url)).toBe(false),
  );
});

describe(isReservedPath.name, () => {
  it('reserves /api, /mfe and /ws by whole segment', () => {
    expect(['/api', '/api/x', '/mfe/a', '/ws', '/ws?x'].every(isReservedPath)).toBe(true);
    expect(['/apis', '/mfeed', '/wsx', '/'].some(isReservedPath)).toBe(false);
  });
});

describe(cacheControlFor.name, () => {
  it('caches content-hashed files for a year', () => {
    expect(cacheControlFor('/dist/static/js/main.3f9a1c2b.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/chunk-8e1f0a9d4c.css')).toBe('public, max-age=31536000, immutable');
  });

  it('caches the precompressed twin of a content-hashed file the same way', () => {
    expect(cacheControlFor('/dist/main.3f9a1c2b.js.br')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/dist/main.3f9a1c2b.js.gz')).toBe('public, max-age=31536000, immutable');
  });

  it('makes entry points revalidate', () => {
    for (const file of [
      '/dist/index.html',
      '/dist/index.html.br',
      '/dist/mf-manifest.json',
      '/dist/remoteEntry.js.gz',
      '/dist/logo.svg',
    ]) {
      expect(cacheControlFor(file)).toBe('no-cache');
    }
  });
});

describe(isPublicBuildFile.name, () => {
  it.each(['/remoteEntry.js', '/mf-manifest.json', '/static/js/main.3f9a1c2b.js', '/index.html', '/serverless.js'])(
    'serves %s',
    (path) => expect(isPublicBuildFile(path)).toBe(true),
  );

  it.each([
    '/server/remoteEntry.js',
    '/server/render.js',
    '//server/x.js',
    '/Server/x.js',
    '/main.js.map',
    '/a.js.map.br',
  ])('keeps %s private', (path) => expect(isPublicBuildFile(path)).toBe(false));
});
