import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The HTML as the shell's server renderer makes it (shell/server/render.tsx): React's streaming renderer, sent
 * once everything is ready, so sections whose code is loaded lazily are in it in full. For Node (the jest `node`
 * environment). `errors` are what the shell's renderer would see (it then sends the page client-rendered).
 */
export function renderLikeTheShell(tree: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    let html = '';
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve({ html, errors });
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => void errors.push(error),
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
    });
  });
}
