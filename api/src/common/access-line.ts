import pino, { type Logger } from 'pino';

const { asJsonSym, timeSym, streamSym } = pino.symbols;
const TIME_MARK = '\u0000';
const INFO = 30;

type AsJson = (obj: object, msg: string, level: number, time: string) => string;

/** pino's internals used here, by their documented symbols. */
function internals(logger: Logger) {
  const fields = logger as unknown as Record<symbol, unknown>;
  return {
    asJson: (fields[asJsonSym] as AsJson).bind(logger),
    time: fields[timeSym] as () => string,
    stream: fields[streamSym] as { write: (line: string) => unknown },
  };
}

/**
 * One access-log line that repeats except for its time (a read answered from memory: same URL, status and a 0 ms
 * response time), formatted once by pino itself — its level, bindings, serializers and formatters, through
 * `pino.symbols`, which pino exposes for integrations — and then written with only the timestamp filled in. The
 * same bytes `logger.info(fields, msg)` writes, at a fraction of its cost under load (issue 20).
 */
export class AccessLine {
  private readonly head: string;
  private readonly tail: string;
  private readonly time: () => string;
  private readonly stream: { write: (line: string) => unknown };

  constructor(
    private readonly logger: Logger,
    fields: object,
    msg: string,
  ) {
    const { asJson, time, stream } = internals(logger);
    [this.head = '', this.tail = ''] = asJson(fields, msg, INFO, TIME_MARK).split(TIME_MARK);
    this.time = time;
    this.stream = stream;
  }

  /** Writes the line at info (when the logger's level lets info through), stamped now. */
  write(): void {
    if (!this.logger.isLevelEnabled('info')) return;
    this.stream.write(this.head + this.time() + this.tail);
  }
}
