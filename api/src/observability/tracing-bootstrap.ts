import { tracingEndpoint } from './tracing-hooks';

/**
 * main.ts's first import: instrumentations patch modules as they are required, so the SDK has to start before
 * fastify, pg or Nest load. With no OTLP endpoint configured nothing is loaded at all. An endpoint that is not a
 * URL starts nothing either: the configuration check (app-config.schema.ts) then refuses it with a readable line.
 */
if (isUrl(tracingEndpoint(process.env))) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when tracing is on
  require('./tracing');
}

function isUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
