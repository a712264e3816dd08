import { IntervalJob, type IntervalJobOptions } from './interval-job';

const EVERY_MS = 1_000;

/** A run that stays in flight until the test finishes it. */
function heldRun() {
  const finishers: Array<() => void> = [];
  let started = 0;
  const run = jest.fn(() => {
    started++;
    return new Promise<void>((resolve) => finishers.push(resolve));
  });
  return {
    run,
    started: () => started,
    finish: () => finishers.shift()?.(),
  };
}

function job(overrides: Partial<IntervalJobOptions> = {}) {
  const logger = { error: jest.fn(), warn: jest.fn() };
  const sut = new IntervalJob({ name: 'Test sweep', everyMs: EVERY_MS, run: async () => {}, logger, ...overrides });
  return { sut, logger };
}

describe(IntervalJob.name, () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs once per interval, and not before the first one has passed', async () => {
    const run = jest.fn(async () => {});
    const { sut } = job({ run });
    sut.start();
    await jest.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(2 * EVERY_MS);
    expect(run).toHaveBeenCalledTimes(3);
    await sut.stop();
  });

  it('never overlaps runs: ticks while a run is in flight are skipped', async () => {
    const held = heldRun();
    const { sut } = job({ run: held.run });
    sut.start();
    await jest.advanceTimersByTimeAsync(5 * EVERY_MS);
    expect(held.started()).toBe(1);
    held.finish();
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(held.started()).toBe(2);
    held.finish();
    await sut.stop();
  });

  it('on stop, schedules nothing more and resolves only once the run in flight has finished', async () => {
    const held = heldRun();
    const { sut } = job({ run: held.run });
    sut.start();
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    let stopped = false;
    const stopping = sut.stop().then(() => (stopped = true));
    expect(sut.stopping).toBe(true);
    await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(stopped).toBe(false);
    held.finish();
    await stopping;
    await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(held.started()).toBe(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('logs a failed run with the job name and runs again at the next tick', async () => {
    let calls = 0;
    const run = jest.fn(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
    });
    const { sut, logger } = job({ run });
    sut.start();
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(logger.error).toHaveBeenCalledWith('Test sweep failed: database gone');
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledTimes(1);
    await sut.stop();
  });

  it('logs at the level asked for, and a run that throws before its first await like any other', async () => {
    const { sut, logger } = job({
      failureLevel: 'warn',
      run: () => {
        throw new Error('thrown at once');
      },
    });
    sut.start();
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(logger.warn).toHaveBeenCalledWith('Test sweep failed: thrown at once');
    expect(logger.error).not.toHaveBeenCalled();
    await sut.stop();
  });

  it('does nothing when switched off (0 ms), as tests that drive the work themselves have it', async () => {
    const run = jest.fn(async () => {});
    const { sut } = job({ run, everyMs: 0 });
    sut.start();
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(run).not.toHaveBeenCalled();
    await sut.stop();
  });

  it('can be stopped before it was started, and is not started after a stop', async () => {
    const run = jest.fn(async () => {});
    const { sut } = job({ run });
    await sut.stop();
    sut.start();
    await jest.advanceTimersByTimeAsync(3 * EVERY_MS);
    expect(run).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not keep the process alive', () => {
    const spy = jest.spyOn(global, 'setInterval');
    const { sut } = job();
    sut.start();
    const timer = spy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    void sut.stop();
  });
});
