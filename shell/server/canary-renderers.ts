/**
 * Server rendering for canary visitors (issue 30): one worker thread per release set a canary visitor may get, each
 * running the shell's renderer over that set (canary-worker.ts), started when the canary begins and ended when it is
 * promoted or aborted. The main thread keeps rendering everyone else.
 *
 * Why a thread and not a second federation instance in this one: the Node runtime looks a remote's container up by
 * its global name before fetching it, so a second instance registering `mfe_lunar` at the canary's address is handed
 * the live container (the canary's files are never fetched, with or without another `entryGlobalName`); and web-kit
 * keeps the remotes and the route table in per-thread globals. Measured on this machine: a worker is ready (every
 * container loaded, each public page rendered once) in about 1.8 s and holds about 130 MB while it runs (about
 * 20 MB stays after it ends, until the heap shrinks); a page rendered in it reaches the main thread in about 1 ms more.
 */
import { Worker } from 'node:worker_threads';
import type { RemoteEntry } from '@app/contracts';
import { parseRemotesJson } from '@app/contracts';
import type { CanaryMessage, CanaryWorkerData } from './canary-worker';
import { RenderFallback } from './render-support';

/** A release set by what the browser loads: the same key for the registry's copy and the visitor's page. */
export function releaseSetKey(remotes: ReadonlyArray<Pick<RemoteEntry, 'name' | 'entry'>>): string {
  return remotes
    .map(({ name, entry }) => `${name}=${entry}`)
    .sort()
    .join(' ');
}

export interface CanaryPage {
  status: number;
  html: string;
  ssr: boolean;
  reason?: RenderFallback['reason'];
}

export interface CanaryRenderersOptions {
  /** The built renderer the threads run (dist/server/render.js, which exports runCanaryWorker). */
  file: string;
  origin: string;
  timeoutMs: number;
  log: { warn: (message: string) => void };
}

/** The thread's code: the built renderer may be a promise (the federation host starts asynchronously). */
const BOOT = `const { workerData } = require('node:worker_threads');
Promise.resolve(require(workerData.file)).then((renderer) => renderer.runCanaryWorker());`;

/** How long after a thread failed a request for its set starts another one. */
const RESTART_AFTER_MS = 10_000;
/** A thread's answer may arrive this much later than the render budget before the page goes out without it. */
const ANSWER_GRACE_MS = 1_000;

interface Thread {
  worker: Worker;
  ready: boolean;
  failedAt?: number;
  remotes: unknown;
  pending: Map<number, (answer: CanaryPage | RenderFallback) => void>;
}

export class CanaryRenderers {
  private readonly threads = new Map<string, Thread>();
  private nextId = 0;

  constructor(private readonly options: CanaryRenderersOptions) {}

  /**
   * The release sets canary visitors may get now (each a remotes.json with server entries): a thread for each set
   * not running yet; the threads of sets no longer named end (their requests in flight go out client-rendered).
   */
  sync(sets: unknown[]): void {
    const wanted = new Map(sets.map((set) => [releaseSetKey(parseRemotesJson(set).remotes), set] as const));
    for (const [key, thread] of this.threads) if (!wanted.has(key)) void this.end(key, thread);
    for (const [key, remotes] of wanted) if (!this.threads.has(key)) this.start(key, remotes);
  }

  /** The sets with a thread, and whether each is ready (for tests and logs). */
  status(): Array<{ key: string; ready: boolean }> {
    return [...this.threads].map(([key, thread]) => ({ key, ready: thread.ready }));
  }

  /** The page from the thread of `key`'s release set, or why it is sent client-rendered instead. */
  render(key: string, request: { url: string; cookie?: string }): Promise<CanaryPage | RenderFallback> {
    const thread = this.threads.get(key);
    if (thread?.failedAt !== undefined && Date.now() - thread.failedAt > RESTART_AFTER_MS) {
      void this.end(key, thread);
      this.start(key, thread.remotes);
    }
    const current = this.threads.get(key);
    if (!current) return Promise.resolve(new RenderFallback('error', 'no server renderer runs this release set'));
    if (current.failedAt !== undefined)
      return Promise.resolve(new RenderFallback('error', "this release set's server renderer failed"));
    if (!current.ready)
      return Promise.resolve(new RenderFallback('load_timeout', "this release set's server renderer is still loading"));
    const id = (this.nextId += 1);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        current.pending.delete(id);
        resolve(new RenderFallback('render_timeout', `the canary's renderer took longer than ${this.budget()} ms`));
      }, this.budget());
      current.pending.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      current.worker.postMessage({ id, ...request });
    });
  }

  /** Ends every thread (the server stops). */
  async close(): Promise<void> {
    await Promise.all([...this.threads].map(([key, thread]) => this.end(key, thread)));
  }

  private budget(): number {
    return this.options.timeoutMs + ANSWER_GRACE_MS;
  }

  private start(key: string, remotes: unknown): void {
    const data: CanaryWorkerData = {
      file: this.options.file,
      remotes,
      origin: this.options.origin,
      timeoutMs: this.options.timeoutMs,
    };
    const worker = new Worker(BOOT, { eval: true, workerData: data });
    // A canary's thread never holds a stopping server open.
    worker.unref();
    const thread: Thread = { worker, ready: false, remotes, pending: new Map() };
    this.threads.set(key, thread);
    const fail = (message: string) => {
      if (this.threads.get(key) !== thread) return;
      thread.failedAt = Date.now();
      thread.ready = false;
      this.options.log.warn(
        `The canary's server renderer stopped (${message}): its visitors get client-rendered pages`,
      );
      this.settleAll(thread, new RenderFallback('error', message));
    };
    worker.on('message', (message: CanaryMessage) => {
      if (message.type === 'ready') thread.ready = true;
      else if (message.type === 'warn') this.options.log.warn(`[canary] ${message.message}`);
      else {
        const answer =
          message.type === 'page'
            ? { status: message.status, html: message.html, ssr: message.ssr, reason: message.reason }
            : new RenderFallback('render_error', message.message);
        thread.pending.get(message.id)?.(answer);
        thread.pending.delete(message.id);
      }
    });
    worker.on('error', (error) => fail(error.message));
    worker.on('exit', (code) => fail(`exit code ${code}`));
  }

  private async end(key: string, thread: Thread): Promise<void> {
    this.threads.delete(key);
    this.settleAll(thread, new RenderFallback('error', 'the canary ended'));
    await thread.worker.terminate();
  }

  private settleAll(thread: Thread, answer: RenderFallback): void {
    for (const settle of thread.pending.values()) settle(answer);
    thread.pending.clear();
  }
}
