import { contentSecurityPolicyDirectives, originsOf } from './content-security-policy';

describe(contentSecurityPolicyDirectives.name, () => {
  it('allows same-origin scripts, inline styles, data: images and sockets', () => {
    const sut = contentSecurityPolicyDirectives([]);
    expect(sut['script-src']).toEqual(["'self'"]);
    expect(sut['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sut['img-src']).toContain('data:');
    expect(sut['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(sut['object-src']).toEqual(["'none'"]);
  });

  it('adds the remotes’ origins where their files are used', () => {
    const sut = contentSecurityPolicyDirectives(['https://lunar.example.com']);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(sut[directive]).toContain('https://lunar.example.com');
    }
  });
});

describe(originsOf.name, () => {
  it('reduces URLs to distinct origins', () => {
    expect(
      originsOf(['http://localhost:3002/mf-manifest.json', undefined, 'http://localhost:3002/other.json']),
    ).toEqual(['http://localhost:3002']);
  });

  it('leaves out URLs relative to the page (they are its own origin)', () => {
    expect(originsOf(['/mfe/lunar/mf-manifest.json', './x.json', 'https://cdn.example.com/a.json'])).toEqual([
      'https://cdn.example.com',
    ]);
  });
});
