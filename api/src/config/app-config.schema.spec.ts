import { ConfigValidationError, DEFAULT_CORS_ORIGINS, loadAppConfig, REPO_ROOT } from './app-config.schema';

describe(loadAppConfig.name, () => {
  it('applies the defaults to an empty environment', () => {
    const sut = loadAppConfig({});
    expect(sut).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      databaseUrl: undefined,
      pgDataDir: `${REPO_ROOT}/var/pg`,
      embeddedPgPort: 25329,
      staticRoot: REPO_ROOT,
      serveStatic: true,
      releasesDir: `${REPO_ROOT}/var/releases`,
      renderTimeoutMs: 300,
      remoteUrls: {},
      corsOrigins: DEFAULT_CORS_ORIGINS,
    });
    expect(sut.corsOrigins).toEqual(expect.arrayContaining(['http://localhost:3100', 'http://127.0.0.1:3004']));
  });

  it('reads every variable it knows', () => {
    const sut = loadAppConfig({
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'required-in-production',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PUBLIC_URL: 'https://coach.example.com',
      TOKEN_SECRET: 'a-production-secret-of-at-least-32-chars',
      PORT: '8080',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      EMBEDDED_PG_PORT: '6000',
      SERVE_STATIC: 'false',
      REMOTE_MFE_LUNAR_URL: 'https://lunar.example.com/mf-manifest.json',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com/',
      BRAND_LUNAR_PHONE: '(555) 999-0000',
    });
    expect(sut).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      logLevel: 'warn',
      databaseUrl: 'postgres://u:p@db:5432/app',
      embeddedPgPort: 6000,
      serveStatic: false,
      remoteUrls: { mfe_lunar: 'https://lunar.example.com/mf-manifest.json' },
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
    });
    expect(sut.brands.lunar.phone).toBe('(555) 999-0000');
  });

  it('is silent by default under test', () => {
    expect(loadAppConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it('treats empty values as unset', () => {
    expect(loadAppConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each(['abc', '70000', '-1', '3.5'])('rejects PORT=%s with one clear line', (port) => {
    const load = () => loadAppConfig({ PORT: port });
    expect(load).toThrow(ConfigValidationError);
    expect(load).toThrow(`Invalid configuration: PORT must be a whole number from 0 to 65535 (got "${port}")`);
  });

  it('reports every problem at once, without echoing secrets', () => {
    let message = '';
    try {
      loadAppConfig({ DATABASE_URL: 'mysql://root:hunter2@db', SERVE_STATIC: 'maybe', REMOTE_MFE_ADMIN_URL: 'nope' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
    expect(message).toContain('SERVE_STATIC must be true or false (got "maybe")');
    expect(message).toContain('REMOTE_MFE_ADMIN_URL must be an http(s) URL (got "nope")');
    expect(message).not.toContain('hunter2');
    expect(message.split('\n')).toHaveLength(1);
  });

  it('takes a render budget in whole milliseconds, 0 turning server rendering off', () => {
    expect(loadAppConfig({ RENDER_TIMEOUT_MS: '0' }).renderTimeoutMs).toBe(0);
    expect(loadAppConfig({ RENDER_TIMEOUT_MS: '1500' }).renderTimeoutMs).toBe(1500);
    expect(() => loadAppConfig({ RENDER_TIMEOUT_MS: 'fast' })).toThrow(
      'RENDER_TIMEOUT_MS must be a whole number of milliseconds',
    );
  });

  it('rejects a CORS origin that is not an http(s) origin', () => {
    expect(() => loadAppConfig({ CORS_ORIGINS: 'http://ok.example.com,ftp://files.example.com' })).toThrow(
      'CORS_ORIGINS must be an http(s) origin (got "ftp://files.example.com")',
    );
    expect(() => loadAppConfig({ CORS_ORIGINS: 'http://ok.example.com/path' })).toThrow(ConfigValidationError);
  });
});
