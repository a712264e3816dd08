import { ConfigValidationError, loadAppConfig } from './app-config.schema';

const SQUARE = {
  PAYMENT_PROVIDER: 'square',
  SQUARE_APPLICATION_ID: 'app-id',
  SQUARE_ACCESS_TOKEN: 'secret-token',
  SQUARE_LOCATION_ID: 'LOC',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'secret-key',
  SQUARE_WEBHOOK_URL: 'https://example.com/api/square/webhook',
};

describe('admin, rate limit, proxy and payment configuration', () => {
  it('defaults to the sandbox provider, limits as written and no trusted proxy', () => {
    expect(loadAppConfig({})).toMatchObject({
      adminPassword: undefined,
      rateLimitMultiplier: 1,
      trustProxy: false,
      paymentProvider: 'sandbox',
      square: undefined,
    });
  });

  it('refuses production without ADMIN_PASSWORD', () => {
    expect(() => loadAppConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD is required when NODE_ENV=production',
    );
    const production = {
      NODE_ENV: 'production',
      ADMIN_PASSWORD: 'pw',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      PUBLIC_URL: 'https://coach.example.com',
      TOKEN_SECRET: 'x'.repeat(40),
    };
    expect(loadAppConfig(production).adminPassword).toBe('pw');
  });

  it.each(['0', '-2', 'lots'])('refuses RATE_LIMIT_MULTIPLIER=%s', (value) => {
    expect(() => loadAppConfig({ RATE_LIMIT_MULTIPLIER: value })).toThrow(
      'RATE_LIMIT_MULTIPLIER must be a positive number',
    );
  });

  it('reads TRUST_PROXY as a boolean, a hop count or addresses', () => {
    expect(loadAppConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadAppConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    const hops = loadAppConfig({ TRUST_PROXY: '1' }).trustProxy as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('reads the square provider settings', () => {
    expect(loadAppConfig(SQUARE)).toMatchObject({
      paymentProvider: 'square',
      square: {
        applicationId: 'app-id',
        accessToken: 'secret-token',
        locationId: 'LOC',
        webhookSignatureKey: 'secret-key',
        webhookUrl: 'https://example.com/api/square/webhook',
        environment: 'sandbox',
      },
    });
  });

  it('names every missing square setting without echoing the secrets', () => {
    let message = '';
    try {
      loadAppConfig({ PAYMENT_PROVIDER: 'square', SQUARE_ACCESS_TOKEN: 'secret-token', SQUARE_ENVIRONMENT: 'test' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigValidationError);
      message = (error as Error).message;
    }
    expect(message).toContain('SQUARE_APPLICATION_ID is required when PAYMENT_PROVIDER=square');
    expect(message).toContain('SQUARE_LOCATION_ID is required when PAYMENT_PROVIDER=square');
    expect(message).toContain('SQUARE_WEBHOOK_SIGNATURE_KEY is required when PAYMENT_PROVIDER=square');
    expect(message).toContain('SQUARE_WEBHOOK_URL is required when PAYMENT_PROVIDER=square');
    expect(message).toContain('SQUARE_ENVIRONMENT must be one of sandbox, production');
    expect(message).not.toContain('secret-token');
  });

  it('refuses an unknown provider', () => {
    expect(() => loadAppConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'PAYMENT_PROVIDER must be one of sandbox, square',
    );
  });
});
