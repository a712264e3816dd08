import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { AccessLine } from './access-line';
import { BatchedLogDestination } from './log-destination';

function capture(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  return { lines, logger: pino(options, { write: (line: string) => void lines.push(line) }) };
}

describe(AccessLine.name, () => {
  const fields = { req: { method: 'GET', url: '/api/services' }, res: { statusCode: 200 }, responseTime: 0 };

  it("writes the bytes logger.info writes, bindings, serializers and the logger's own time format included", () => {
    const options: pino.LoggerOptions = {
      serializers: { req: (req: { url: string }) => ({ url: req.url.toUpperCase() }) },
      timestamp: () => ',"time":"fixed"',
    };
    const expected = capture(options);
    expected.logger.child({ app: 'api' }).info(fields, 'request completed');
    const actual = capture(options);
    new AccessLine(actual.logger.child({ app: 'api' }), fields, 'request completed').write();
    expect(actual.lines).toEqual(expected.lines);
    expect(JSON.parse(actual.lines[0] ?? '')).toMatchObject({
      app: 'api',
      req: { url: '/API/SERVICES' },
      time: 'fixed',
    });
  });

  it('carries the trace id given (tracing on) as logger.info would with it as the last field', () => {
    const options: pino.LoggerOptions = { timestamp: () => ',"time":"fixed"' };
    const expected = capture(options);
    expected.logger.info({ ...fields, traceId: '0af7651916cd43dd8448eb211c80319c' }, 'request completed');
    const actual = capture(options);
    const line = new AccessLine(actual.logger, fields, 'request completed');
    line.write('0af7651916cd43dd8448eb211c80319c');
    line.write();
    expect(JSON.parse(actual.lines[0] ?? '')).toEqual(JSON.parse(expected.lines[0] ?? ''));
    expect(JSON.parse(actual.lines[1] ?? '')).not.toHaveProperty('traceId');
  });

  it('stamps each line with the time it is written', () => {
    const { lines, logger } = capture();
    const line = new AccessLine(logger, fields, 'request completed');
    const before = Date.now();
    line.write();
    const { time } = JSON.parse(lines[0] ?? '') as { time: number };
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  describe('through our batched destination (the line goes as bytes)', () => {
    let dir: string;
    let file: string;
    let fd: number;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'access-line-'));
      file = path.join(dir, 'out.log');
      fd = fs.openSync(file, 'w');
    });
    afterEach(() => {
      fs.closeSync(fd);
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const written = () => fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);

    it('writes the bytes logger.info writes, between lines written as text', () => {
      const destination = new BatchedLogDestination(fd);
      const logger = pino({ timestamp: () => ',"time":"fixed"' }, destination).child({ app: 'apí' });
      const ünicode = { ...fields, req: { method: 'GET', url: '/api/services?q=é€' } };
      logger.info(ünicode, 'request completed');
      new AccessLine(logger, ünicode, 'request completed').write();
      logger.info(ünicode, 'request completed');
      destination.flushSync();
      const [first, second, third] = written();
      expect(second).toBe(first);
      expect(third).toBe(first);
    });

    it('appends the trace id to the bytes when given one', () => {
      const destination = new BatchedLogDestination(fd);
      const line = new AccessLine(pino({}, destination), fields, 'request completed');
      line.write('4bf92f3577b34da6a3ce929d0e0e4736');
      line.write();
      destination.flushSync();
      const [traced, plain] = written().map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(traced).toMatchObject({
        ...fields,
        msg: 'request completed',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      });
      expect(plain).toMatchObject({ ...fields, msg: 'request completed' });
      expect(plain).not.toHaveProperty('traceId');
    });

    it('stamps each line with the millisecond it is written', async () => {
      const destination = new BatchedLogDestination(fd);
      const line = new AccessLine(pino({}, destination), fields, 'request completed');
      const before = Date.now();
      line.write();
      const writtenBy = Date.now();
      // Until the clock has moved on: a timer alone can fire within the same millisecond, as libuv schedules it from
      // the loop's cached time, which lags the clock when the loop was busy before it.
      do await new Promise((resolve) => setTimeout(resolve, 2));
      while (Date.now() <= writtenBy);
      const middle = Date.now();
      line.write();
      destination.flushSync();
      const [first, second] = written().map((l) => (JSON.parse(l) as { time: number }).time);
      expect(first).toBeGreaterThanOrEqual(before);
      expect(first).toBeLessThanOrEqual(writtenBy);
      expect(second).toBeGreaterThanOrEqual(middle);
    });
  });

  it("writes nothing when the logger's level is above info", () => {
    const { lines, logger } = capture({ level: 'warn' });
    new AccessLine(logger, fields, 'request completed').write();
    logger.level = 'silent';
    new AccessLine(logger, fields, 'request completed').write();
    expect(lines).toEqual([]);
  });
});
