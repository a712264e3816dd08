import { resolve } from 'node:path';
import { REMOTES, SHELL_DEV_PORT, brandsFromEnv } from '@app/contracts';
import * as yup from 'yup';
import { FEDERATED_REMOTES, remoteUrlEnvKey, type RemoteName } from './federated-remotes.constants';
import {
  LOG_LEVELS,
  NODE_ENVS,
  PAYMENT_PROVIDERS,
  SQUARE_ENVIRONMENTS,
  type AppConfig,
  type TrustProxy,
} from './app-config.types';

export { type AppConfig, type PaymentProviderName, type SquareConfig, type TrustProxy } from './app-config.types';

/** src/config and dist/config sit at the same depth, so this holds for `npm run dev` and the build alike. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** The frontends' dev servers (contracts' one inventory of remotes). */
const DEV_PORTS = [SHELL_DEV_PORT, ...REMOTES.map((remote) => remote.devPort)];
export const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1'].flatMap((host) =>
  DEV_PORTS.map((port) => `http://${host}:${port}`),
);

/** Never echoed back in error messages. */
const SECRET_KEYS = new Set(['DATABASE_URL', 'ADMIN_PASSWORD', 'SQUARE_ACCESS_TOKEN', 'SQUARE_WEBHOOK_SIGNATURE_KEY']);
// An SMTP URL carries its password; the token secret signs every manage and chat link.
SECRET_KEYS.add('SMTP_URL');
SECRET_KEYS.add('TOKEN_SECRET');
export const SANDBOX_IN_PRODUCTION =
  'PAYMENT_PROVIDER=sandbox takes no real payments and is refused when NODE_ENV=production: set PAYMENT_PROVIDER=square ' +
  '(with its SQUARE_* settings), or ALLOW_SANDBOX_PAYMENTS=true for a demo site';

export class ConfigValidationError extends Error {
  override readonly name = 'ConfigValidationError';
}

const portField = (key: string, fallback: number, min = 0) => {
  const message = `${key} must be a whole number from ${min} to 65535`;
  return yup.number().typeError(message).integer(message).min(min, message).max(65535, message).default(fallback);
};

const httpUrl = (key: string, originOnly = false) =>
  yup.string().test('http-url', `${key} must be an http(s) ${originOnly ? 'origin' : 'URL'}`, (value) => {
    if (value === undefined) return true;
    try {
      const url = new URL(value);
      return ['http:', 'https:'].includes(url.protocol) && (!originOnly || url.origin === value.replace(/\/$/, ''));
    } catch {
      return false;
    }
  });

const pollInterval = (key: string, what: string, fallback: number) => {
  const message = `${key} must be a whole number of milliseconds (0 turns ${what} off on this instance)`;
  return yup.number().typeError(message).integer(message).min(0, message).default(fallback);
};

const remoteUrlFields = Object.fromEntries(
  FEDERATED_REMOTES.map(({ name }) => [remoteUrlEnvKey(name), httpUrl(remoteUrlEnvKey(name))]),
);

const envSchema = yup.object({
  NODE_ENV: yup
    .string()
    .oneOf(NODE_ENVS, `NODE_ENV must be one of ${NODE_ENVS.join(', ')}`)
    .default('development'),
  PORT: portField('PORT', 3000),
  HOST: yup.string().default('0.0.0.0'),
  // Prometheus metrics on a listener of their own (modules/metrics): unset, none is opened.
  METRICS_PORT: portField('METRICS_PORT', 0, 1).default(undefined),
  METRICS_HOST: yup.string().default('0.0.0.0'),
  // OpenTelemetry traces over OTLP/HTTP (observability/): with neither endpoint set, the SDK never starts.
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  OTEL_SERVICE_NAME: yup.string().default('coaching-api'),
  LOG_LEVEL: yup.string().oneOf(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`),
  DATABASE_URL: yup
    .string()
    .matches(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL'),
  PG_DATA_DIR: yup.string().default(resolve(REPO_ROOT, 'var', 'pg')),
  EMBEDDED_PG_PORT: portField('EMBEDDED_PG_PORT', 25329, 1),
  ADMIN_PASSWORD: yup.string().when('NODE_ENV', {
    is: 'production',
    then: (s) => s.required('ADMIN_PASSWORD is required when NODE_ENV=production'),
  }),
  RATE_LIMIT_MULTIPLIER: yup
    .number()
    .typeError('RATE_LIMIT_MULTIPLIER must be a positive number')
    .positive('RATE_LIMIT_MULTIPLIER must be a positive number')
    .default(1),
  TRUST_PROXY: yup.string().default('false'),
  PAYMENT_PROVIDER: yup
    .string()
    .oneOf(PAYMENT_PROVIDERS, `PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}`)
    .default('sandbox')
    // The sandbox approves test cards and takes no money: a production site on it would sell for nothing.
    .when(['NODE_ENV', 'ALLOW_SANDBOX_PAYMENTS'], ([nodeEnv, allowSandbox], s) =>
      nodeEnv === 'production' && allowSandbox !== true
        ? s.test('no-sandbox-in-production', SANDBOX_IN_PRODUCTION, (value) => value !== 'sandbox')
        : s,
    ),
  ALLOW_SANDBOX_PAYMENTS: yup.boolean().typeError('ALLOW_SANDBOX_PAYMENTS must be true or false').default(false),
  SQUARE_ENVIRONMENT: yup
    .string()
    .oneOf(SQUARE_ENVIRONMENTS, `SQUARE_ENVIRONMENT must be one of ${SQUARE_ENVIRONMENTS.join(', ')}`)
    .default('sandbox'),
  ...Object.fromEntries(
    ['SQUARE_APPLICATION_ID', 'SQUARE_ACCESS_TOKEN', 'SQUARE_LOCATION_ID', 'SQUARE_WEBHOOK_SIGNATURE_KEY'].map(
      (key) => [
        key,
        yup.string().when('PAYMENT_PROVIDER', {
          is: 'square',
          then: (s) => s.required(`${key} is required when PAYMENT_PROVIDER=square`),
        }),
      ],
    ),
  ),
  SQUARE_WEBHOOK_URL: httpUrl('SQUARE_WEBHOOK_URL').when('PAYMENT_PROVIDER', {
    is: 'square',
    then: (s) => s.required('SQUARE_WEBHOOK_URL is required when PAYMENT_PROVIDER=square'),
  }),
  STATIC_ROOT: yup.string().default(REPO_ROOT),
  SERVE_STATIC: yup.boolean().typeError('SERVE_STATIC must be true or false').default(true),
  RELEASES_DIR: yup.string(),
  RENDER_TIMEOUT_MS: pollInterval('RENDER_TIMEOUT_MS', 'server rendering', 300),
  CORS_ORIGINS: yup
    .array(httpUrl('CORS_ORIGINS', true).required())
    .transform((_, raw: unknown) =>
      typeof raw === 'string'
        ? raw
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : raw,
    )
    .default(DEFAULT_CORS_ORIGINS),
  ...remoteUrlFields,
  PUBLIC_URL: httpUrl('PUBLIC_URL').when('NODE_ENV', {
    is: 'production',
    then: (s) => s.required('PUBLIC_URL is required when NODE_ENV=production (the address e-mail links point at)'),
  }),
  TOKEN_SECRET: yup
    .string()
    .min(32, 'TOKEN_SECRET must be at least 32 characters')
    .when('NODE_ENV', {
      is: 'production',
      then: (s) => s.required('TOKEN_SECRET is required when NODE_ENV=production (it signs manage and chat links)'),
    }),
  SMTP_URL: yup.string().matches(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL'),
  OUTBOX_DIR: yup.string().default(resolve(REPO_ROOT, 'var', 'outbox')),
  REMINDER_POLL_INTERVAL_MS: yup
    .number()
    .typeError('REMINDER_POLL_INTERVAL_MS must be a whole number of milliseconds (0 turns reminders off)')
    .integer('REMINDER_POLL_INTERVAL_MS must be a whole number of milliseconds (0 turns reminders off)')
    .min(0, 'REMINDER_POLL_INTERVAL_MS must be a whole number of milliseconds (0 turns reminders off)')
    .default(60_000),
  EVENT_POLL_INTERVAL_MS: pollInterval('EVENT_POLL_INTERVAL_MS', 'the event dispatcher', 1000),
  MAIL_POLL_INTERVAL_MS: pollInterval('MAIL_POLL_INTERVAL_MS', 'mail delivery', 1000),
  HOLD_SWEEP_INTERVAL_MS: pollInterval('HOLD_SWEEP_INTERVAL_MS', 'the card-hold sweep', 60_000),
});

/**
 * "true"/"false", a hop count, or a comma-separated list of addresses/CIDRs (fastify's trustProxy forms). A hop
 * count becomes the predicate fastify itself builds for numbers (the adapter's type does not list numbers).
 */
function parseTrustProxy(raw: string): TrustProxy {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address: string, hop: number) => hop < hops;
  }
  return raw;
}

/** The traces endpoint wins over the general one, to which the exporter appends /v1/traces (the OTel rule). */
function tracingConfig(tracesEndpoint: string | undefined, endpoint: string | undefined, serviceName: string) {
  if (tracesEndpoint) return { endpoint: tracesEndpoint, serviceName };
  if (endpoint) return { endpoint: `${endpoint.replace(/\/+$/, '')}/v1/traces`, serviceName };
  return undefined;
}

/** Echoes what was given (the raw text, not yup's cast of it), except for secrets. */
function formatProblems(error: yup.ValidationError, given: Record<string, string>): string {
  const problems = (error.inner.length ? error.inner : [error]).map((e) => {
    const path = e.path ?? '';
    const key = path.replace(/\[\d+\]$/, '');
    const value: unknown = key === path ? given[key] : e.value;
    const shown = SECRET_KEYS.has(key) || value === undefined ? '' : ` (got ${JSON.stringify(value)})`;
    return `${e.message}${shown}`;
  });
  return `Invalid configuration: ${[...new Set(problems)].join('; ')}`;
}

/**
 * Reads and checks the environment once, at boot. Empty values count as unset, so `PORT=` in a compose file
 * falls back to the default instead of failing. Throws ConfigValidationError with one readable line.
 */
export function loadAppConfig(env: Record<string, string | undefined>): AppConfig {
  const present: Record<string, string> = Object.fromEntries(
    Object.entries(env).flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()]] : [])),
  );
  let v: yup.InferType<typeof envSchema>;
  try {
    v = envSchema.validateSync(present, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ConfigValidationError(formatProblems(error, present));
    throw error;
  }
  const nodeEnv = v.NODE_ENV;
  return {
    nodeEnv,
    port: v.PORT,
    host: v.HOST,
    metrics: v.METRICS_PORT === undefined ? undefined : { port: v.METRICS_PORT, host: v.METRICS_HOST },
    tracing: tracingConfig(v.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, v.OTEL_EXPORTER_OTLP_ENDPOINT, v.OTEL_SERVICE_NAME),
    logLevel: v.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    databaseUrl: v.DATABASE_URL,
    pgDataDir: resolve(v.PG_DATA_DIR),
    embeddedPgPort: v.EMBEDDED_PG_PORT,
    adminPassword: v.ADMIN_PASSWORD,
    rateLimitMultiplier: v.RATE_LIMIT_MULTIPLIER,
    trustProxy: parseTrustProxy(v.TRUST_PROXY),
    paymentProvider: v.PAYMENT_PROVIDER,
    allowSandboxPayments: v.ALLOW_SANDBOX_PAYMENTS,
    square:
      v.PAYMENT_PROVIDER === 'square'
        ? {
            applicationId: present.SQUARE_APPLICATION_ID,
            accessToken: present.SQUARE_ACCESS_TOKEN,
            locationId: present.SQUARE_LOCATION_ID,
            webhookSignatureKey: present.SQUARE_WEBHOOK_SIGNATURE_KEY,
            webhookUrl: present.SQUARE_WEBHOOK_URL,
            environment: v.SQUARE_ENVIRONMENT,
          }
        : undefined,
    staticRoot: resolve(v.STATIC_ROOT),
    serveStatic: v.SERVE_STATIC,
    releasesDir: resolve(v.RELEASES_DIR ?? `${v.STATIC_ROOT}/var/releases`),
    renderTimeoutMs: v.RENDER_TIMEOUT_MS,
    remoteUrls: Object.fromEntries(
      FEDERATED_REMOTES.map(({ name }): [RemoteName, string | undefined] => [
        name,
        present[remoteUrlEnvKey(name)],
      ]).filter(([, url]) => url),
    ),
    corsOrigins: v.CORS_ORIGINS.map((origin) => origin.replace(/\/$/, '')),
    brands: brandsFromEnv(env),
    // Unset locally: links point at this very server, whatever port it runs on.
    publicUrl: (v.PUBLIC_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, ''),
    tokenSecret: v.TOKEN_SECRET,
    smtpUrl: v.SMTP_URL,
    outboxDir: resolve(v.OUTBOX_DIR),
    reminderPollIntervalMs: v.REMINDER_POLL_INTERVAL_MS,
    eventPollIntervalMs: v.EVENT_POLL_INTERVAL_MS,
    holdSweepIntervalMs: v.HOLD_SWEEP_INTERVAL_MS,
    mailPollIntervalMs: v.MAIL_POLL_INTERVAL_MS,
  };
}
