/**
 * One pass at a time of a worker. A kick while a pass runs asks for exactly one more pass afterwards (a burst of
 * notifications never queues a burst of passes); `run` waits for the pass in flight, then runs a full one itself.
 */
export class SerialRuns {
  private current: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly pass: () => Promise<number>,
    private readonly onError: (error: unknown) => void,
  ) {}

  kick(): void {
    if (this.current) this.again = true;
    else void this.start();
  }

  /** Resolves with how many items the pass handled. */
  async run(): Promise<number> {
    while (this.current) await this.current;
    return this.start();
  }

  /** Waits until no pass runs (for shutdown). */
  async settle(): Promise<void> {
    this.again = false;
    while (this.current) await this.current;
  }

  private start(): Promise<number> {
    const run = this.pass().catch((error: unknown) => {
      this.onError(error);
      return 0;
    });
    this.current = run;
    void run.then(() => {
      if (this.current !== run) return;
      this.current = null;
      if (this.again) {
        this.again = false;
        void this.start();
      }
    });
    return run;
  }
}
