// Every React commit of one page load, with the components that had an update in it and on which lane: what makes a
// render synchronous (SyncLane: a useSyncExternalStore change, a setState in a layout effect or a ref callback) versus
// sliced (a transition) or blocking (DefaultLane). Production React still reports commits to the DevTools hook, so
// this works on the built site; names are minified, so each component is shown with the start of its source, which
// cpu-attrib.mjs or a search of the build maps to a file. Usage, against a running site (README, Performance):
//   node bench/profile/commit-lanes.mjs http://localhost:3555/lunar-booking [width]
import { launchChromium } from '../lib/browser.mjs';

const [url, width = '412'] = process.argv.slice(2);
if (!url) throw new Error('usage: commit-lanes.mjs <url> [width]');

const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: Number(width), height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    // React 19's lanes (ReactFiberLane): the ones that say how a render was scheduled.
    const LANES = [
      [2, 'Sync'],
      [8, 'InputContinuous'],
      [32, 'Default'],
      [0x3fff80, 'Transition'],
      [0x3c00000, 'Retry'],
      [0x10000000, 'Idle'],
      [0x20000000, 'Offscreen'],
      [0x40000000, 'Deferred'],
    ];
    const laneNames = (lanes) =>
      LANES.filter(([mask]) => lanes & mask)
        .map(([, name]) => name)
        .join('+') || String(lanes);
    const describe = (fiber) => {
      const type = fiber.type;
      if (typeof type === 'string') return `<${type}>`;
      if (typeof type === 'function') return `${type.displayName || type.name} ${String(type).slice(0, 70)}`;
      if (type?.render) return `forwardRef ${String(type.render).slice(0, 70)}`;
      return `tag ${fiber.tag}`;
    };
    const commits = [];
    window.__commitLanes = commits;
    let renderers = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject() {
        return ++renderers;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onCommitFiberRoot(_id, root) {
        const updated = [];
        // The fiber that was current before this commit keeps the lanes its updates were scheduled on.
        const walk = (first) => {
          for (let fiber = first; fiber; fiber = fiber.sibling) {
            if (fiber.tag !== 3 && fiber.alternate && fiber.alternate.lanes !== 0) {
              updated.push(`${laneNames(fiber.alternate.lanes)}: ${describe(fiber).replace(/\s+/g, ' ')}`);
            }
            walk(fiber.child);
          }
        };
        walk(root.current.child);
        commits.push({ at: Math.round(performance.now()), updated });
      },
    };
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  for (const { at, updated } of await page.evaluate(() => window.__commitLanes)) {
    console.log(`${at} ms: ${updated.length ? '' : '(no component update: hydration or a retry)'}`);
    for (const line of updated.slice(0, 12)) console.log(`  ${line}`);
  }
} finally {
  await browser.close();
}
