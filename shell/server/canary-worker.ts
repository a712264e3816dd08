/**
 * The inside of a canary's render thread (issue 30: a canary works "on the server render and in the browser alike").
 *
 * The federation runtime keeps one container per remote name and thread: the Node runtime finds a remote's container
 * under its global name (`globalThis.mfe_lunar`) before it fetches anything, so a second runtime instance in the
 * same thread is handed the live container, never the canary's (measured, see canary-renderers.ts). web-kit's
 * remotes, route table and loaded modules are per-thread globals too. A worker thread has its own globals, its own
 * runtime and its own copies of every container: here it runs the shell's renderer over one release set and answers
 * the main thread's page requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderFallbackReason } from '@app/contracts';
import type { Renderer, RendererOptions } from './render';

export interface CanaryWorkerData {
  /** The built renderer (dist/server/render.js) this thread runs. */
  file: string;
  /** remotes.json of the release set, server entries included (what the main thread's renderer is given). */
  remotes: unknown;
  origin: string;
  timeoutMs: number;
}

/** A page request from the main thread: its URL (tracking parameters already dropped) and the visitor's cookie. */
export interface CanaryRequest {
  id: number;
  url: string;
  cookie?: string;
}

export type CanaryMessage =
  | { type: 'ready' }
  | { type: 'warn'; message: string }
  | { type: 'page'; id: number; status: number; html: string; ssr: boolean; reason?: RenderFallbackReason }
  | { type: 'failed'; id: number; message: string };

/** Runs in the worker (render.js's `runCanaryWorker`): answers page requests with this release set's pages. */
export function serveCanaryRenders(create: (options: RendererOptions) => Renderer): void {
  const port = parentPort;
  if (!port) throw new Error('serveCanaryRenders runs in a worker thread');
  const data = workerData as CanaryWorkerData;
  const send = (message: CanaryMessage) => port.postMessage(message);
  const renderer = create({
    remotes: data.remotes,
    origin: data.origin,
    timeoutMs: data.timeoutMs,
    // The main thread keeps the pages (keyed by release set); a second copy here would only hold memory.
    cacheTtlMs: 0,
    log: { warn: (message) => send({ type: 'warn', message }) },
  });
  port.on('message', (request: CanaryRequest) => {
    renderer.page({ url: request.url, cookie: request.cookie }).then(
      (page) => send({ type: 'page', id: request.id, ...page }),
      (error: Error) => send({ type: 'failed', id: request.id, message: error.message }),
    );
  });
  // Ready once every route's remote is loaded (about 2 s on a busy 2-core machine; rendering each public page once
  // takes as long again, and goes on while the first canary visitors are served).
  let ready = false;
  const announce = () => {
    if (!ready) send({ type: 'ready' });
    ready = true;
  };
  void renderer
    .warm(announce)
    .catch((error: Error) => send({ type: 'warn', message: `Warming the canary renderer failed: ${error.message}` }))
    .finally(announce);
}
