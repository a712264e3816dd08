import { CompressedCopies } from './compressed-copies';

/**
 * A read answer kept in memory both as values (for callers in the process) and as the exact JSON bytes sent to
 * clients, serialised once per change instead of once per request. Frozen: callers share it.
 */
export interface JsonSnapshot<T> {
  readonly list: readonly T[];
  readonly json: string;
  /** `json` as UTF-8, what HotReads sends. */
  readonly bytes: Buffer;
  /** `bytes` and their compressed copies, made once for this answer when a hot read asks (issue 31). */
  readonly copies: CompressedCopies;
}

export function jsonSnapshot<T>(list: T[]): JsonSnapshot<T> {
  const json = JSON.stringify(list);
  const bytes = Buffer.from(json);
  return Object.freeze({
    list: Object.freeze(list.map((item) => Object.freeze(item))),
    json,
    bytes,
    copies: new CompressedCopies(bytes),
  });
}

/** Content type of the routes that answer a snapshot's bytes (a string body is otherwise sent as text/plain). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
