import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
  '.map': 'application/json',
};

/**
 * Answers a request in place of the file (a broken or slow deploy of one part of a remote); returns false to let the
 * file be served.
 */
export type Override = (pathname: string, res: http.ServerResponse) => boolean | Promise<boolean>;

/** Serves one remote's dist folder from another origin, as a team deploying that remote alone would (CORS on). */
export async function serveFolder(
  dir: string,
  override?: Override,
): Promise<{ url: string; requests: string[]; close: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => void serve(req, res));
  async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (override && (await override(pathname, res))) return;
    const file = path.join(dir, path.normalize(pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // A held (slow) response must not keep close() waiting.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
