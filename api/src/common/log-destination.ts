import fs from 'node:fs';

/** How long to wait before retrying a write the pipe refused for now (EAGAIN: the reader is behind). */
const RETRY_MS = 10;
/**
 * How long lines gather before a write. Handing a write to libuv costs the event loop a few µs (a wake-up each way),
 * so it pays to hand over hundreds of lines at once under load; no reader needs an access line sooner.
 */
const GATHER_MS = 10;
/** Lines are copied into chunks of this size as they arrive; a full chunk waits for the write in flight. */
const CHUNK_BYTES = 256 * 1024;
/** Bytes waiting past which new lines are dropped (and counted) rather than growing memory without bound. */
const MAX_QUEUED_BYTES = 16 * 1024 * 1024;

/**
 * pino's destination for stdout. Each line is copied at once into a byte chunk — as text, or as bytes already encoded
 * (`writeBytes`: the hot reads' access line, whose constant parts are encoded once) — and every GATHER_MS the bytes
 * gathered go out in one asynchronous write; what arrives while it is in flight goes out in the next. A request
 * never waits on stdout (a slow pipe or collector would otherwise stall the event loop at every line).
 *
 * Why not pino.destination (sonic-boom): its write() measures the byte length of the whole pending string on every
 * call, so under load each line costs in proportion to what is already queued — measured 1.7–2 µs a line against
 * ~0.3 µs here, the difference between request logging being free and costing a fifth of the hot reads'
 * throughput (issue 20). Node's fs.WriteStream cannot flush synchronously at exit; this one can (`flushSync`).
 */
export class BatchedLogDestination {
  private chunk: Buffer = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  private used = 0;
  /** Sealed chunks (or oversized lines) waiting for the write in flight, oldest first. */
  private queue: Buffer[] = [];
  private queuedBytes = 0;
  private spare: Buffer[] = [];
  private dropped = 0;
  private busy = false;
  private closed = false;

  constructor(private readonly fd: number) {}

  /** pino's stream contract: take a line (ending in '\n'). */
  write(line: string): boolean {
    if (this.closed) return false;
    // 3 bytes per UTF-16 unit is the most UTF-8 can take: a line that may not fit seals the chunk first.
    const worstCase = line.length * 3;
    if (!this.makeRoom(worstCase)) return false;
    if (worstCase > CHUNK_BYTES) this.enqueue(Buffer.from(line));
    else this.used += this.chunk.write(line, this.used);
    this.scheduleWrite();
    return true;
  }

  /**
   * A line given as UTF-8 bytes in three parts (AccessLine: constant head and tail encoded once, the time between):
   * copied as they are, with no text to encode.
   */
  writeBytes(head: Uint8Array, middle: Uint8Array, tail: Uint8Array): boolean {
    if (this.closed) return false;
    const size = head.length + middle.length + tail.length;
    if (size > CHUNK_BYTES) return this.write(Buffer.concat([head, middle, tail]).toString());
    if (!this.makeRoom(size)) return false;
    this.chunk.set(head, this.used);
    this.chunk.set(middle, this.used + head.length);
    this.chunk.set(tail, this.used + head.length + middle.length);
    this.used += size;
    this.scheduleWrite();
    return true;
  }

  /**
   * At exit: what has not been handed to a write yet goes out now, synchronously (after a write still in flight, or
   * before it if the process ends first: at exit, order yields to not losing lines).
   */
  flushSync(): void {
    if (this.closed) return;
    this.seal();
    for (let bytes of this.queue.splice(0)) {
      while (bytes.length > 0) {
        try {
          bytes = bytes.subarray(fs.writeSync(this.fd, bytes));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        }
      }
    }
    this.queuedBytes = 0;
  }

  /** Seals the chunk if `bytes` more may not fit in it; false (the line is dropped) once too much is queued. */
  private makeRoom(bytes: number): boolean {
    if (this.used + bytes <= CHUNK_BYTES) return true;
    if (this.queuedBytes > MAX_QUEUED_BYTES) {
      this.dropped++;
      return false;
    }
    this.seal();
    return true;
  }

  private scheduleWrite(): void {
    if (this.busy) return;
    this.busy = true;
    setTimeout(() => this.writeNext(), GATHER_MS).unref();
  }

  /** The chunk being filled joins the queue (if it holds anything) and a fresh one takes its place. */
  private seal(): void {
    if (this.dropped > 0) {
      const notice = { level: 40, time: Date.now(), msg: `${this.dropped} log lines dropped: stdout was not read` };
      this.dropped = 0;
      this.write(`${JSON.stringify(notice)}\n`);
    }
    if (this.used === 0) return;
    this.enqueue(this.chunk.subarray(0, this.used));
    this.chunk = this.spare.pop() ?? Buffer.allocUnsafeSlow(CHUNK_BYTES);
    this.used = 0;
  }

  private enqueue(bytes: Buffer): void {
    this.queue.push(bytes);
    this.queuedBytes += bytes.length;
  }

  private writeNext(): void {
    this.seal();
    this.writeQueued();
  }

  /** The oldest queued bytes go out now; once none are left, new lines gather for GATHER_MS again. */
  private writeQueued(): void {
    const bytes = this.queue.shift();
    if (bytes) {
      this.queuedBytes -= bytes.length;
      this.writeOut(bytes, bytes);
    } else if (this.used > 0) {
      setTimeout(() => this.writeNext(), GATHER_MS).unref();
    } else {
      this.busy = false;
    }
  }

  private writeOut(bytes: Buffer, whole: Buffer): void {
    fs.write(this.fd, bytes, 0, bytes.length, null, (error, written) => {
      if (error?.code === 'EAGAIN') setTimeout(() => this.writeOut(bytes, whole), RETRY_MS).unref();
      else if (error) this.close();
      else if (written < bytes.length) this.writeOut(bytes.subarray(written), whole);
      else {
        if (whole.buffer.byteLength === CHUNK_BYTES && this.spare.length < 2)
          this.spare.push(Buffer.from(whole.buffer));
        this.writeQueued();
      }
    });
  }

  /** The reader is gone (EPIPE) or the descriptor is unusable: logging stops rather than queueing forever. */
  private close(): void {
    this.closed = true;
    this.queue = [];
    this.queuedBytes = 0;
  }
}

let stdout: BatchedLogDestination | undefined;

/** The process's one destination for stdout, flushed when the process exits (`process.exit` included). */
export function stdoutLogDestination(): BatchedLogDestination {
  if (!stdout) {
    const destination = new BatchedLogDestination(1);
    process.once('exit', () => destination.flushSync());
    stdout = destination;
  }
  return stdout;
}
