import type { BrandId, BrandSettings } from '@app/contracts';
import type { RemoteName } from './federated-remotes.constants';

/** What the environment configures (app-config.schema.ts checks and casts it): the app's settings, typed. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const PAYMENT_PROVIDERS = ['sandbox', 'square'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const SQUARE_ENVIRONMENTS = ['sandbox', 'production'] as const;

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/** The square provider's settings; present only when PAYMENT_PROVIDER=square (then all are required). */
export interface SquareConfig {
  /** Public: the browser's Web Payments SDK tokenizes cards with it. */
  applicationId: string;
  accessToken: string;
  locationId: string;
  webhookSignatureKey: string;
  /** The exact notification URL registered with Square: it is part of the signed payload. */
  webhookUrl: string;
  environment: (typeof SQUARE_ENVIRONMENTS)[number];
}

export interface AppConfig {
  nodeEnv: (typeof NODE_ENVS)[number];
  port: number;
  host: string;
  /** METRICS_PORT/METRICS_HOST: where Prometheus scrapes GET /metrics; unset, no metrics listener is opened. */
  metrics?: { port: number; host: string };
  /**
   * OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT/OTEL_SERVICE_NAME: where traces go (the traces URL itself) and as which
   * service; unset, tracing is off (observability/tracing-bootstrap.ts starts the SDK before anything loads).
   */
  tracing?: { endpoint: string; serviceName: string };
  logLevel: (typeof LOG_LEVELS)[number];
  /** Unset means: start the embedded PostgreSQL. */
  databaseUrl?: string;
  pgDataDir: string;
  embeddedPgPort: number;
  /** Unset outside production: the auth module generates one per run and logs it once. */
  adminPassword?: string;
  /** Scales every rate limit (common/rate-limit.ts); tests and load runs raise it. */
  rateLimitMultiplier: number;
  /** Fastify trustProxy: true, a hop count, or addresses/CIDRs. Needed behind a proxy so rate limits see client IPs. */
  trustProxy: TrustProxy;
  paymentProvider: PaymentProviderName;
  /** Production only starts on the sandbox provider when this is set (ALLOW_SANDBOX_PAYMENTS=true). */
  allowSandboxPayments: boolean;
  square?: SquareConfig;
  /** The repository root: shell/dist and mfe-* /dist live under it. */
  staticRoot: string;
  serveStatic: boolean;
  /**
   * Where the remotes' immutable releases live (issue 30): `<dir>/<remote>/<release-id>/`, served at
   * /mfe/<remote>/<release-id>/. Default `<STATIC_ROOT>/var/releases`.
   */
  releasesDir: string;
  /**
   * Budget for server-rendering a page with the shell's built renderer (loading the route's remote included); past
   * it, or when the remote fails, the page goes out client-rendered. 0: always client-rendered.
   */
  renderTimeoutMs: number;
  /** A remote's mf-manifest.json URL when it is deployed elsewhere; unset means served here under /mfe/<name>/. */
  remoteUrls: Partial<Record<RemoteName, string>>;
  corsOrigins: string[];
  brands: Record<BrandId, BrandSettings>;
  /**
   * The site's public origin, for links in e-mails (manage, chat, payment). No trailing slash. Unset: the server's
   * own address (http://localhost:<PORT>) outside production; production refuses to start without it.
   */
  publicUrl: string;
  /**
   * Signs manage and chat links (HMAC), so any later e-mail can rebuild them from ids. Unset outside production:
   * one is generated once and kept in the database (app_secret), so replicas agree and restarts keep links valid.
   */
  tokenSecret?: string;
  /** How often each instance looks for due domain events (besides LISTEN); 0 turns this instance's dispatcher off. */
  eventPollIntervalMs: number;
  /** How often lapsed card holds are released (and their visitors told); 0 = only lazily, when the slot is booked. */
  holdSweepIntervalMs: number;
  /** How often each instance looks for e-mails to deliver (besides LISTEN); 0 turns this instance's mail worker off. */
  mailPollIntervalMs: number;
  /** Unset: e-mails are written as .eml files under outboxDir instead of being sent. */
  smtpUrl?: string;
  outboxDir: string;
  /** How often each instance looks for due reminders; 0 turns the worker off (another instance sends them). */
  reminderPollIntervalMs: number;
}
