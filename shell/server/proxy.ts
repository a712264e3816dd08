import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/** Hop-by-hop headers are the proxy's own business (RFC 9110 §7.6.1); the rest travels unchanged. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

function forwardedHeaders(req: http.IncomingMessage): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = { ...req.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${String(req.headers['x-forwarded-for'])}, ${client}`
    : client;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-host'] ??= req.headers.host;
  return headers;
}

/** `/api/*` to the API (compose: the `api` service, which Docker balances over its replicas). */
export function forwardHttp(req: http.IncomingMessage, res: http.ServerResponse, target: URL): void {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req),
    },
    (answer) => {
      const headers = { ...answer.headers };
      for (const name of HOP_BY_HOP) delete headers[name];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 502, message: 'The API is unreachable' }));
  });
  req.pipe(upstream);
}

/** The chat socket: the upgrade request is replayed to the API and both sockets are joined. */
export function forwardUpgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer, target: URL): void {
  const upstream = net.connect(Number(target.port || 80), target.hostname, () => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    const headers = { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    for (const [name, value] of Object.entries(headers)) {
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) lines.push(`${name}: ${v}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}
