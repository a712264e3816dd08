import { ADMIN_CSRF_COOKIE, ADMIN_SESSION_COOKIE, CSRF_HEADER, SUBSCRIBER_SESSION_COOKIE } from '@app/contracts';
import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AdminGuard } from '../modules/auth/admin.guard';

/** Either admin credential works on every admin route (modules/auth). */
type SecurityRequirements = NonNullable<OpenAPIObject['security']>;
const ADMIN_SECURITY: SecurityRequirements = [{ [ADMIN_SESSION_COOKIE]: [] }, { bearer: [] }];

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The whole OpenAPI document of the running application (also written by `npm run lint:openapi`). */
export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Life Coaching & Lunar Light API')
      .setDescription('Booking, catalogue, payments and chat for both brands. Money is in integer cents.')
      .setVersion('1.0.0')
      .addServer('/', 'The site itself: the API is served under /api')
      // Admin routes accept the sign-in cookie or the same token as a bearer header (modules/auth).
      .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey' }, ADMIN_SESSION_COOKIE)
      .addBearerAuth()
      // A subscriber's dashboard and questions: the httpOnly cookie the e-mailed sign-in link opens.
      .addCookieAuth(SUBSCRIBER_SESSION_COOKIE, { type: 'apiKey' }, SUBSCRIBER_SESSION_COOKIE)
      .build(),
  );
  return withOperationSecurity(document, adminOperationIds(app));
}

/** Swagger UI at /api/docs, the OpenAPI JSON at /api/docs-json. Built lazily on the first request. */
export function setupSwagger(app: NestFastifyApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json' });
}

/**
 * `Controller_method` of every handler behind the AdminGuard (on the handler or its controller), read from the
 * same metadata Nest itself runs the guard from: the document cannot claim a route is public that is not.
 */
export function adminOperationIds(app: NestFastifyApplication): Set<string> {
  const ids = new Set<string>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const guardedClass = guardedByAdmin(controller);
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (guardedClass || guardedByAdmin(handler)) ids.add(`${controller.name}_${name}`);
      }
    }
  }
  return ids;
}

function guardedByAdmin(target: object): boolean {
  const guards = (Reflect.getMetadata(GUARDS_METADATA, target) ?? []) as unknown[];
  return guards.includes(AdminGuard);
}

const STATE_CHANGING = new Set<string>(['post', 'put', 'patch', 'delete']);
const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorResponse' } } };

/**
 * Every operation states its security: admin ones the cookie or bearer scheme, the rest `security: []` (public), unless
 * a route declares a scheme of its own (a subscriber session). Writes also document what the CSRF rules
 * (common/csrf.setup.ts, the AdminGuard) answer, which no controller states itself.
 */
export function withOperationSecurity(document: OpenAPIObject, adminIds: ReadonlySet<string>): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = path[method];
      if (!operation) continue;
      const admin = isAdminOperation(operation.operationId, adminIds);
      if (admin) operation.security = ADMIN_SECURITY;
      else if (!operation.security?.length) operation.security = [];
      if (!STATE_CHANGING.has(method)) continue;
      operation.responses['403'] ??= {
        description: admin
          ? 'Sent from another site (Origin / Sec-Fetch-Site), or signed in by cookie without the X-CSRF-Token header'
          : 'Sent from another site (Origin / Sec-Fetch-Site)',
        content: ERROR_BODY,
      };
      operation.responses['415'] ??= { description: 'A body that is not application/json', content: ERROR_BODY };
      if (admin) {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            name: CSRF_HEADER,
            in: 'header',
            required: false,
            description: `Required with the ${ADMIN_SESSION_COOKIE} cookie: the value of the ${ADMIN_CSRF_COOKIE} cookie. Not needed with a bearer token.`,
            schema: { type: 'string' },
          },
        ];
      }
    }
  }
  return document;
}

/**
 * Swagger's operationIds are `Controller_method`, with `_<verb>` or `[n]` appended for routes with several
 * methods or paths.
 */
function isAdminOperation(operationId: string | undefined, adminIds: ReadonlySet<string>): boolean {
  if (!operationId) return false;
  for (const id of adminIds) {
    if (operationId === id) return true;
    if (operationId.startsWith(id) && /^[_[]/.test(operationId.slice(id.length))) return true;
  }
  return false;
}
