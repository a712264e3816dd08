import { ErrorCode, ERROR_MESSAGES } from '@app/contracts';
import { type InjectionToken, Module, type Provider, type Type } from '@nestjs/common';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ConfigService } from '@nestjs/config';
import { APP_FILTER, NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ApiExceptionFilter } from '../../src/common/api-exception.filter';
import { applyCsrfProtection } from '../../src/common/csrf.setup';
import { loadAppConfig } from '../../src/config/app-config.schema';
import { AdminAuthService } from '../../src/modules/auth/admin-auth.service';

/** The one admin token the fake session store knows; anything else is no session. */
export const ADMIN_TOKEN = 'controller-spec-admin-token';

/** Admin credentials as a program sends them (no CSRF token needed) and as the browser's cookie does. */
export const asAdmin = { authorization: `Bearer ${ADMIN_TOKEN}` } as const;
export const asAdminCookieWithoutCsrf = { cookie: `admin_session=${ADMIN_TOKEN}` } as const;

export interface Reply {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ControllerContext {
  app: NestFastifyApplication;
  /** The jest mock standing in for a provider of the controller (its methods are jest.fn()). */
  mock<T>(token: Type<T>): jest.Mocked<T>;
  request(method: Method, url: string, options?: RequestOptions): Promise<Reply>;
  /** How many calls reached the mocked services (the admin session store aside). */
  serviceCalls(): number;
  /** Forget calls and programmed answers between tests. */
  reset(): void;
  close(): Promise<void>;
}

/** Every method on a class's prototype chain as a jest.fn(), the way immich's `mockBaseService` stubs a service. */
function automock(token: unknown): unknown {
  if (typeof token !== 'function') return {};
  const mock: Record<string, jest.Mock> = {};
  for (let proto = token.prototype as object | null; proto && proto !== Object.prototype;) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      if (name !== 'constructor' && !(name in mock)) mock[name] = jest.fn();
    }
    proto = Object.getPrototypeOf(proto) as object | null;
  }
  return mock;
}

/** What Nest will inject into a class: constructor parameters, by type or by @Inject(token). */
function injectedTokens(type: Type): InjectionToken[] {
  const types = (Reflect.getMetadata('design:paramtypes', type) as InjectionToken[] | undefined) ?? [];
  const overrides =
    (Reflect.getMetadata('self:paramtypes', type) as { index: number; param: InjectionToken }[] | undefined) ?? [];
  return types.map((token, index) => overrides.find((o) => o.index === index)?.param ?? token);
}

/** The controller's and its guards' dependencies (guards on the class or on any handler). */
function dependenciesOf(controller: Type): InjectionToken[] {
  const handlers = Object.getOwnPropertyNames(controller.prototype).map(
    (name) => (controller.prototype as Record<string, unknown>)[name],
  );
  const guards = [controller, ...handlers].flatMap(
    (target) => (Reflect.getMetadata(GUARDS_METADATA, target as object) as Type[] | undefined) ?? [],
  );
  return [controller, ...guards].flatMap(injectedTokens);
}

/**
 * One controller booted alone, behind the request pipeline the real application uses (app.factory.ts): the `api`
 * prefix, the JSON-only body parser and cross-site refusal (applyCsrfProtection), the global ApiExceptionFilter, and
 * the controller's own guards, interceptors and validation pipes. What it calls is a jest mock: these specs are
 * about the controller's contract (who may call it, which input it refuses with which words, what it hands on),
 * not about the services, which the integration specs run against PostgreSQL. No database, no listening port.
 */
export async function controllerSetup(controller: Type, providers: Provider[] = []): Promise<ControllerContext> {
  const config = loadAppConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_STATIC: 'false' });
  const given: Provider[] = [{ provide: ConfigService, useValue: new ConfigService(config) }, ...providers];
  const provided = new Set(given.map((provider) => ('provide' in provider ? provider.provide : provider)));
  // The AdminGuard runs for real; only its session store is faked: ADMIN_TOKEN is a live session, nothing else is.
  const adminAuth = automock(AdminAuthService) as jest.Mocked<AdminAuthService>;
  const knowAdminToken = () =>
    adminAuth.sessionFor.mockImplementation((token) =>
      Promise.resolve(
        token === ADMIN_TOKEN
          ? { authenticated: true as const, expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
          : null,
      ),
    );
  knowAdminToken();
  const mocks = new Map<InjectionToken, unknown>([[AdminAuthService, adminAuth]]);
  for (const token of dependenciesOf(controller)) {
    if (!provided.has(token) && !mocks.has(token)) mocks.set(token, automock(token));
  }

  @Module({
    controllers: [controller],
    providers: [
      { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ...given,
      ...[...mocks].map(([token, mock]) => ({ provide: token, useValue: mock })),
    ],
  })
  class ControllerSpecModule {}

  const app = await NestFactory.create<NestFastifyApplication>(ControllerSpecModule, new FastifyAdapter(), {
    logger: false,
    abortOnError: false,
    rawBody: true,
    bodyParser: false,
  });
  app.setGlobalPrefix('api');
  applyCsrfProtection(app, config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    mock: <T>(token: Type<T>) => {
      if (!mocks.has(token)) throw new Error(`${token.name} is not a mocked dependency of ${controller.name}`);
      return mocks.get(token) as jest.Mocked<T>;
    },
    request: async (method, url, { body, headers = {} } = {}) => {
      // supertest rather than fastify's inject(): light-my-request loads `cookie` as ESM, which jest cannot require.
      const call = request(app.getHttpServer())[method.toLowerCase() as 'get'](url).set(headers);
      const reply = body === undefined ? await call : await call.send(body as object);
      return { status: reply.status, body: reply.body as unknown, headers: reply.headers };
    },
    serviceCalls: () =>
      [...mocks]
        .filter(([token]) => token !== AdminAuthService)
        .flatMap(([, mock]) => Object.values(mock as Record<string, unknown>))
        .reduce<number>((sum, fn) => sum + (jest.isMockFunction(fn) ? fn.mock.calls.length : 0), 0),
    reset: () => {
      for (const mock of mocks.values()) {
        for (const fn of Object.values(mock as Record<string, unknown>)) if (jest.isMockFunction(fn)) fn.mockReset();
      }
      knowAdminToken();
    },
    close: () => app.close(),
  };
}

/** The 401 every admin-only route answers without a session. */
export const authRequired = {
  statusCode: 401,
  code: ErrorCode.AUTH_REQUIRED,
  message: ERROR_MESSAGES[ErrorCode.AUTH_REQUIRED],
};

/** The 403 of a console write that came with the session cookie but without its CSRF token. */
export const csrfRefused = {
  statusCode: 403,
  code: ErrorCode.CSRF_TOKEN_INVALID,
  message: ERROR_MESSAGES[ErrorCode.CSRF_TOKEN_INVALID],
};

/** A 400 from a validation pipe: the first problem's words (the form's text), field errors beside it. */
export const badRequest = (message: string) =>
  expect.objectContaining({ statusCode: 400, code: ErrorCode.VALIDATION_FAILED, message });

/**
 * Every listed route answers 401 without an admin session, before any service is reached. A write sends a body
 * that would pass validation elsewhere, so the guard (not the pipe) is what refuses it.
 */
export function itNeedsTheAdmin(context: () => ControllerContext, routes: readonly [Method, string][]): void {
  it.each(routes)('%s %s answers 401 without an admin session', async (method, url) => {
    const ctx = context();
    const { status, body } = await ctx.request(method, url, method === 'GET' ? {} : { body: {} });
    expect(status).toBe(401);
    expect(body).toEqual(authRequired);
    expect(ctx.serviceCalls()).toBe(0);
  });
}
