import { execFileSync } from 'node:child_process';
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

  it('flushSync writes what is still gathering, at once', () => {
    const destination = new BatchedLogDestination(fd);
    const written = lines(5);
    for (const line of written) destination.write(line);
    destination.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(written.join(''));
  });

  it('stops (and keeps nothing) once the descriptor fails', async () => {
    const [read, write] = pipe();
    fs.closeSync(read); // no reader: EPIPE
    const destination = new BatchedLogDestination(write);
    destination.write('one\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(destination.write('two\n')).toBe(false);
    fs.closeSync(write);
  });
});

/** A pipe's two descriptors, from a child process's stdio (Node has no pipe(2)). */
function pipe(): [number, number] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fifo-'));
  const fifo = path.join(dir, 'p');
  execFileSync('mkfifo', [fifo]);
  const read = fs.openSync(fifo, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const write = fs.openSync(fifo, fs.constants.O_WRONLY);
  fs.rmSync(dir, { recursive: true, force: true });
  return [read, write];
}
