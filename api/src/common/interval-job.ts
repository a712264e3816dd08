import type { Logger } from '@nestjs/common';

export interface IntervalJobOptions {
  /** Names the job in the line a failed run logs: `${name} failed: …` (operators alert on these words). */
  name: string;
  /** How often a run starts; 0 or less: the job is off on this instance (tests drive the work directly). */
  everyMs: number;
  /** One run of the job's work. A run that throws is logged and the next tick runs as usual. */
  run: () => Promise<unknown>;
  /** The owner's logger, so the line keeps the owner's context. */
  logger: Pick<Logger, 'error' | 'warn'>;
  /** How loud a failed run is: 'warn' for work that is retried elsewhere anyway. Default 'error'. */
  failureLevel?: 'error' | 'warn';
}

/**
 * A piece of work every few seconds or minutes, on every instance: the poll-worker lifecycle written once. The timer
 * is unref'd (it never keeps a process alive); a tick while a run is still in flight is skipped, so a slow run never
 * queues a pile of them; `stop()` stops scheduling and resolves once the run in flight (if any) has finished, so
 * call it before the pool closes (beforeApplicationShutdown). The owner starts it (at bootstrap) and stops it.
 */
export class IntervalJob {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: IntervalJobOptions) {}

  /** True once `stop()` was called: a run made of batches takes no further batch. */
  get stopping(): boolean {
    return this.stopped;
  }

  start(): void {
    if (this.options.everyMs <= 0 || this.stopped || this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.options.everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private tick(): Promise<void> {
    if (this.current || this.stopped) return Promise.resolve();
    const { name, run, logger, failureLevel = 'error' } = this.options;
    // Through a promise even if `run` throws before its first await: the failure is logged like any other.
    this.current = Promise.resolve()
      .then(run)
      .then(
        () => undefined,
        (error: unknown) => {
          logger[failureLevel](`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => {
        this.current = null;
      });
    return this.current;
  }
}
