import { Writable } from 'node:stream';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import type { ReactNode } from 'react';
// The Node build by name: jsdom tests resolve plain `react-dom/server` to the browser build, which has no pipeable stream.
import { renderToPipeableStream } from 'react-dom/server.node';

/**
 * Server HTML the way the shell's renderer makes it (shell/server/render.tsx): React's streaming renderer, waiting
 * for every lazy part (deferred sections included) before the HTML is taken, with no boundary outlined behind a
 * script. `renderToString` would not wait for React.lazy and would leave deferred sections out.
 */
export function renderToHtml(element: ReactNode): Promise<string> {
  // The Node renderer schedules its work with setImmediate, which a jsdom test window does not have.
  globalThis.setImmediate ??= nodeSetImmediate;
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        done();
        if (errors.length > 0) reject(errors[0]);
        else resolve(html);
      },
    });
    const stream = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        errors.push(error);
      },
      onShellError: reject,
      onAllReady: () => stream.pipe(sink),
    });
  });
}
