import {
  contentSecurityPolicyDirectives,
  originsOf,
  ownSocketOrigins,
  type CspSource,
} from './content-security-policy';
import { EARLY_TAPS_CSP_SOURCE, EARLY_TAPS_SCRIPT } from './early-taps';
import { EARLY_THEME_CSP_SOURCE, EARLY_THEME_SCRIPT } from './early-theme';
import { PAINT_FIRST_CSP_SOURCE, PAINT_FIRST_SCRIPT } from './paint-first';

/** A directive as helmet writes it for a request to `url`. */
function directive(sources: CspSource[], url: string): string {
  return sources
    .map((source) => (typeof source === 'string' ? source : source({ headers: { host: 'site.test' }, url })))
    .filter(Boolean)
    .join(' ');
}

describe(contentSecurityPolicyDirectives.name, () => {
  it('writes no stray space where a per-request part is empty', () => {
    const sut = contentSecurityPolicyDirectives(['https://lunar.example.com']);
    expect(directive(sut['script-src'], '/')).toBe(
      `'self' https://lunar.example.com ${EARLY_THEME_CSP_SOURCE} ${EARLY_TAPS_CSP_SOURCE} ${PAINT_FIRST_CSP_SOURCE}`,
    );
    expect(directive(sut['connect-src'], '/')).toBe("'self' ws://site.test wss://site.test https://lunar.example.com");
  });

  it('allows same-origin scripts, inline styles, data: images and sockets', () => {
    const sut = contentSecurityPolicyDirectives([]);
    expect(directive(sut['script-src'], '/')).toBe(
      `'self' ${EARLY_THEME_CSP_SOURCE} ${EARLY_TAPS_CSP_SOURCE} ${PAINT_FIRST_CSP_SOURCE}`,
    );
    expect(sut['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(sut['img-src']).toContain('data:');
    expect(directive(sut['connect-src'], '/')).toBe("'self' ws://site.test wss://site.test");
    expect(directive(sut['frame-src'], '/')).toBe("'self'");
    expect(sut['object-src']).toEqual(["'none'"]);
  });

  it("lets the card page alone load Square's SDK, its card iframe and its card-data endpoint", () => {
    const sut = contentSecurityPolicyDirectives([]);
    for (const url of ['/square-payment', '/square-payment?orderId=1']) {
      expect(directive(sut['script-src'], url)).toContain('https://web.squarecdn.com');
      expect(directive(sut['script-src'], url)).toContain('https://sandbox.web.squarecdn.com');
      expect(directive(sut['frame-src'], url)).toContain('https://web.squarecdn.com');
      expect(directive(sut['connect-src'], url)).toContain('https://pci-connect.squareup.com');
    }
    for (const url of ['/', '/checkout', '/square-payments-faq', '/lunar-light?x=/square-payment']) {
      expect(directive(sut['script-src'], url)).not.toContain('squarecdn');
      expect(directive(sut['connect-src'], url)).not.toContain('squareup');
    }
  });

  it('adds the remotes’ origins where their files are used', () => {
    const sut = contentSecurityPolicyDirectives(['https://lunar.example.com']);
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(directive(sut[name], '/')).toContain('https://lunar.example.com');
    }
  });
});

/** sha256 of an ASCII script, base64, by Web Crypto and btoa (Node and browsers alike: this package has no Node types). */
async function sha256(script: string): Promise<string> {
  const web = globalThis as unknown as {
    crypto: { subtle: { digest(algorithm: string, data: Uint8Array): Promise<ArrayBuffer> } };
    btoa(binary: string): string;
  };
  const digest = new Uint8Array(
    await web.crypto.subtle.digest(
      'SHA-256',
      Uint8Array.from(script, (c) => c.charCodeAt(0)),
    ),
  );
  return web.btoa(String.fromCharCode(...digest));
}

describe('the inline scripts’ CSP sources', () => {
  it('are the hashes of the inline scripts the pages carry, so the policy lets exactly those scripts run', async () => {
    expect(EARLY_TAPS_CSP_SOURCE).toBe(`'sha256-${await sha256(EARLY_TAPS_SCRIPT)}'`);
    expect(EARLY_THEME_CSP_SOURCE).toBe(`'sha256-${await sha256(EARLY_THEME_SCRIPT)}'`);
    expect(PAINT_FIRST_CSP_SOURCE).toBe(`'sha256-${await sha256(PAINT_FIRST_SCRIPT)}'`);
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

describe(ownSocketOrigins.name, () => {
  it("names the page's own host for ws and wss, and no other", () => {
    expect(ownSocketOrigins({ headers: { host: 'coach.example.com' } })).toBe(
      'ws://coach.example.com wss://coach.example.com',
    );
    expect(ownSocketOrigins({ headers: { host: '127.0.0.1:8080' } })).toBe('ws://127.0.0.1:8080 wss://127.0.0.1:8080');
    expect(ownSocketOrigins({ headers: { host: '[::1]:3000' } })).toBe('ws://[::1]:3000 wss://[::1]:3000');
  });

  it('adds nothing for a missing Host or one that would extend the policy', () => {
    expect(ownSocketOrigins({ headers: {} })).toBe('');
    expect(ownSocketOrigins({ headers: { host: "x.com; script-src 'unsafe-inline'" } })).toBe('');
    expect(ownSocketOrigins({ headers: { host: 'x.com evil.com' } })).toBe('');
  });
});
