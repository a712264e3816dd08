import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchedLogDestination } from './log-destination';

describe(BatchedLogDestination.name, () => {
  let dir: string;
  let file: string;
  let fd: number;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
    file = path.join(dir, 'out.log');
    fd = fs.openSync(file, 'w');
  });
  afterEach(() => {
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const lines = (count: number, width = 60) =>
    Array.from({ length: count }, (_, i) => `${JSON.stringify({ i, text: 'é'.repeat(width) })}\n`);

  async function until(predicate: () => boolean) {
    for (let i = 0; i < 200 && !predicate(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it('writes every line, whole and in order, across many chunks, without blocking the caller', async () => {
    const destination = new BatchedLogDestination(fd);
    const written = lines(20_000); // ~2.6 MB of UTF-8: about ten chunks
    for (const line of written) destination.write(line);
    expect(fs.readFileSync(file, 'utf8')).toBe(''); // nothing written synchronously
    const expected = written.join('');
    await until(() => fs.statSync(file).size === Buffer.byteLength(expected));
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });

  it('writes a line longer than a chunk', async () => {
    const destination = new BatchedLogDestination(fd);
    const written = [...lines(3), ...lines(1, 200_000), ...lines(3)];
    for (const line of written) destination.write(line);
    const expected = written.join('');
    await until(() => fs.statSync(file).size === Buffer.byteLength(expected));
    expect(fs.readFileSync(file, 'utf8')).toBe(expected);
  });

  it('takes lines given as bytes in order with lines given as text, across chunks', async () => {
    const destination = new BatchedLogDestination(fd);
    const text = lines(8_000); // ~1 MB: several chunks
    const [head, tail] = [Buffer.from('{"bytes":"é'), Buffer.from('"}\n')];
    const expected: string[] = [];
    text.forEach((line, i) => {
      destination.write(line);
      destination.writeBytes(head, Buffer.from(String(i)), tail);
      expected.push(line, `{"bytes":"é${i}"}\n`);
    });
    const all = expected.join('');
    await until(() => fs.statSync(file).size === Buffer.byteLength(all));
    expect(fs.readFileSync(file, 'utf8')).toBe(all);
  });

  it('flushSync writes what is still gathering, at once', () => {
    const destination = new BatchedLogDestination(fd);
    const written = lines(5);
    for (const line of written) destination.write(line);
    destination.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(written.join(''));
  });

  it('stops (and keeps nothing) once the descriptor fails', async () => {
    const readOnly = fs.openSync(file, 'r'); // writes fail: EBADF, as EPIPE would once the reader is gone
    const destination = new BatchedLogDestination(readOnly);
    expect(destination.write('one\n')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(destination.write('two\n')).toBe(false);
    fs.closeSync(readOnly);
  });
});
