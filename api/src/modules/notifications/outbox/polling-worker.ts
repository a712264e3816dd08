import { Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { errorText } from './backoff';
import { SerialRuns } from './serial-runs';

/**
 * What both outbox workers (events, mail) share: a pass at a time, a poll timer (0 = off on this instance), kicks
 * from LISTEN/NOTIFY, `run()` for tests, and a stop that lets the pass in flight finish.
 */
export abstract class PollingWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly logger: Logger;
  private readonly runs = new SerialRuns(
    () => this.pass(),
    (error) => this.logger.error(`${this.what} run failed: ${errorText(error)}`),
  );
  private timer: NodeJS.Timeout | undefined;
  /** True once shutdown began: a pass stops taking new items. */
  protected stopped = false;

  protected constructor(
    private readonly intervalMs: number,
    /** For the log line of a failed run, e.g. "Mail delivery". */
    private readonly what: string,
  ) {}

  /** One pass over what is due now; resolves with how many items were attempted. */
  protected abstract pass(): Promise<number>;

  get enabled(): boolean {
    return this.intervalMs > 0;
  }

  onApplicationBootstrap(): void {
    if (!this.enabled) return;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.runs.settle();
  }

  /** Something new is due: look now (ignored when this instance does not run this worker). */
  kick(): void {
    if (this.enabled && !this.stopped) this.runs.kick();
  }

  /** Waits for the pass in flight, then runs a full one; resolves with how many items it attempted. */
  run(): Promise<number> {
    return this.runs.run();
  }
}
