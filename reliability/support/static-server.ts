import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** One remote's dist folder on its own origin (CORS on), as a team deploying it alone would; it can go down and up. */
export class RemoteHost {
  private server: http.Server | null = null;
  port = 0;

  constructor(private readonly dir: string) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => {
      const file = path.join(this.dir, path.normalize(new URL(req.url ?? '/', 'http://x').pathname));
      res.setHeader('access-control-allow-origin', '*');
      if (!file.startsWith(this.dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        res.writeHead(404).end();
        return;
      }
      // no-store: after an outage the browser must really ask this server again.
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      fs.createReadStream(file).pipe(res);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
