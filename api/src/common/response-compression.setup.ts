import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { COMPRESSION_THRESHOLD, CONTENT_CODINGS, QUICK_BROTLI_QUALITY } from './compressed-copies';
import { isJsonApi } from './http-security.setup';

/**
 * Issue 31 (Lighthouse `uses-text-compression`): the API's answers are compressed per Accept-Encoding — brotli,
 * else gzip — with `Vary: accept-encoding`, from COMPRESSION_THRESHOLD (1 KB) up; smaller ones stay plain.
 * The hot reads answered before the framework send copies made once per answer instead (HotReads, CompressedCopies).
 *
 * Only routes under /api/ (Swagger UI's files aside): everything else already chooses its own encoding — pages are
 * written compressed by the shell's renderer on the raw response (never through onSend), static files are sent
 * from their .br/.gz twins with their ETag/304 handling by @fastify/static — and is left exactly as it was. Event
 * streams are never compressed (the plugin excludes text/event-stream); WebSocket upgrades never reach a route.
 */
export async function applyResponseCompression(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Before the plugin's own onRoute hook, which reads this option for every route registered from now on.
  fastify.addHook('onRoute', (route) => {
    if (!isJsonApi(route.url)) route.compress = false;
  });
  await fastify.register(fastifyCompress, {
    encodings: [...CONTENT_CODINGS],
    threshold: COMPRESSION_THRESHOLD,
    // Per request, so cheap on 2 cores; it still beats gzip 6 by ~15% on the slot list.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_BROTLI_QUALITY } },
    // Compressed in place up to 64 KB (every JSON answer today): sent with its Content-Length like a plain one,
    // rather than streamed through the thread pool, which a payload this small does not repay.
    syncThreshold: 64 * 1024,
    // Request bodies are read as sent (the Square webhook signs the exact bytes): no Content-Encoding is accepted.
    globalDecompression: false,
  });
}
