import pino from 'pino';
import { AccessLine } from './access-line';

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

  it('stamps each line with the time it is written', () => {
    const { lines, logger } = capture();
    const line = new AccessLine(logger, fields, 'request completed');
    const before = Date.now();
    line.write();
    const { time } = JSON.parse(lines[0] ?? '') as { time: number };
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
  });

  it("writes nothing when the logger's level is above info", () => {
    const { lines, logger } = capture({ level: 'warn' });
    new AccessLine(logger, fields, 'request completed').write();
    logger.level = 'silent';
    new AccessLine(logger, fields, 'request completed').write();
    expect(lines).toEqual([]);
  });
});
