import { ADMIN_SESSION_COOKIE } from '@app/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** Swagger UI at /api/docs, the OpenAPI JSON at /api/docs-json. Built lazily on the first request. */
export function setupSwagger(app: NestFastifyApplication): void {
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Life Coaching & Lunar Light API')
        .setDescription('Booking, catalogue, payments and chat for both brands. Money is in integer cents.')
        .setVersion('1.0.0')
        // Admin routes accept the sign-in cookie or the same token as a bearer header (modules/auth).
        .addCookieAuth(ADMIN_SESSION_COOKIE, { type: 'apiKey' }, ADMIN_SESSION_COOKIE)
        .addBearerAuth()
        .build(),
    );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
