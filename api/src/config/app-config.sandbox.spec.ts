import { ConfigValidationError, loadAppConfig, SANDBOX_IN_PRODUCTION } from './app-config.schema';

/** Everything production requires besides the payment settings, so each case fails for the payment rule alone. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'pw',
  PUBLIC_URL: 'https://coach.example.com',
  TOKEN_SECRET: 'x'.repeat(40),
};

const SQUARE = {
  PAYMENT_PROVIDER: 'square',
  SQUARE_APPLICATION_ID: 'app-id',
  SQUARE_ACCESS_TOKEN: 'secret-token',
  SQUARE_LOCATION_ID: 'LOC',
  SQUARE_WEBHOOK_SIGNATURE_KEY: 'secret-key',
  SQUARE_WEBHOOK_URL: 'https://example.com/api/square/webhook',
};

function failure(env: Record<string, string>): string {
  try {
    loadAppConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('the sandbox payment provider in production', () => {
  it('is refused by default, with one line saying what to set', () => {
    expect(failure(PRODUCTION)).toBe(`Invalid configuration: ${SANDBOX_IN_PRODUCTION}`);
  });

  it('is refused when chosen explicitly', () => {
    expect(failure({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toBe(
      `Invalid configuration: ${SANDBOX_IN_PRODUCTION} (got "sandbox")`,
    );
    expect(failure({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'false' })).toContain(SANDBOX_IN_PRODUCTION);
  });

  it('starts when ALLOW_SANDBOX_PAYMENTS=true says a demo site is meant', () => {
    expect(loadAppConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true' })).toMatchObject({
      paymentProvider: 'sandbox',
      allowSandboxPayments: true,
    });
  });

  it('starts on square without the flag', () => {
    expect(loadAppConfig({ ...PRODUCTION, ...SQUARE })).toMatchObject({
      paymentProvider: 'square',
      allowSandboxPayments: false,
    });
  });

  it('stays the default outside production', () => {
    expect(loadAppConfig({ NODE_ENV: 'development' }).paymentProvider).toBe('sandbox');
    expect(loadAppConfig({ NODE_ENV: 'test' }).paymentProvider).toBe('sandbox');
  });

  it('refuses a flag that is not a boolean', () => {
    expect(failure({ ALLOW_SANDBOX_PAYMENTS: 'maybe' })).toContain('ALLOW_SANDBOX_PAYMENTS must be true or false');
  });
});
