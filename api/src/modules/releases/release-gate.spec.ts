import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPOSE_IDS } from '@app/contracts';
import { remoteInfo } from '@app/contracts/federation';
import { gateProblems, satisfiesCaret } from './release-gate';

const LUNAR_EXPOSES = EXPOSE_IDS.filter((id) => id.startsWith('mfe_lunar/')).map((id) => `./${id.slice(10)}`);
const SHELL = { shared: [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }] };

describe('release gate', () => {
  let dir: string;
  const write = (file: string, content: string | object) => {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
  };
  const build = (manifest: object, chunkBytes = 100) => {
    write('dist/mf-manifest.json', { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, ...manifest });
    write('dist/remoteEntry.js', 'x');
    // Random bytes do not compress: the size the gate reads is the size written.
    write(
      'dist/page.js',
      Buffer.from(Array.from({ length: chunkBytes }, () => Math.floor(Math.random() * 256))).toString('latin1'),
    );
    write('shell.json', SHELL);
    return gateProblems('mfe_lunar', join(dir, 'dist'), join(dir, 'shell.json'));
  };
  const exposes = (paths = LUNAR_EXPOSES) => paths.map((path) => ({ path, assets: { js: { sync: ['page.js'] } } }));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gate-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes a build that matches the shell, exposes the contract and fits its budget', () => {
    const shared = [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }];
    expect(build({ shared, exposes: exposes() })).toEqual([]);
  });

  it('names a singleton built for another major, and one the shell is too old for', () => {
    expect(
      build({
        shared: [{ name: 'react', version: '20.0.0', singleton: true, requiredVersion: '^20.0.0' }],
        exposes: exposes(),
      }),
    ).toEqual(['shared singleton react: built against 20.0.0 (requires ^20.0.0), the shell provides 19.3.1']);
    expect(
      build({
        shared: [{ name: 'react', version: '19.4.0', singleton: true, requiredVersion: '^19.4.0' }],
        exposes: exposes(),
      }),
    ).toHaveLength(1);
  });

  it('names an expose of the contract the build lacks', () => {
    const [missing, ...rest] = LUNAR_EXPOSES;
    expect(build({ exposes: exposes(rest) })).toEqual([
      `missing expose ${missing}, which the contract (packages/contracts/src/federation/exposes.ts) names`,
    ]);
  });

  it('passes pages that add a page of its own, and names pages that name a missing expose or another remote’s path', () => {
    const lunar = { path: '/lunar-light', expose: 'LunarLightPage', brand: 'lunar' };
    write('dist/pages.json', [lunar, { path: '/lunar-gift-cards', expose: 'LunarGiftCardsPage', brand: 'lunar' }]);
    expect(build({ exposes: exposes([...LUNAR_EXPOSES, './LunarGiftCardsPage']) })).toEqual([]);
    expect(build({ exposes: exposes() })).toEqual([
      'page /lunar-gift-cards names expose ./LunarGiftCardsPage, which this build does not expose',
    ]);
    write('dist/pages.json', [lunar, { path: '/booking', expose: 'LunarLightPage', brand: 'lunar' }]);
    expect(build({ exposes: exposes() })).toEqual(['page /booking is already a route of mfe_coaching']);
    write('dist/pages.json', [{ path: 'lunar-light', expose: 'LunarLightPage', brand: 'lunar' }]);
    expect(build({ exposes: exposes() })).toEqual(['pages.json page 0 has no valid path ("lunar-light")']);
    write('dist/pages.json', '[{');
    expect(build({ exposes: exposes() })).toEqual(['pages.json is not JSON']);
  });

  it('names the budget a first load goes over, and which expose', () => {
    const [problem] = build({ exposes: exposes() }, 140 * 1024);
    const budget = remoteInfo('mfe_lunar').firstLoadBudgetKb;
    expect(problem).toMatch(
      new RegExp(
        `^first load 1\\d\\d\\.\\d KB gzip \\(remoteEntry\\.js \\+ \\./\\w+\\) is over its budget of ${budget} KB$`,
      ),
    );
  });

  it('reads caret ranges as npm does', () => {
    expect(satisfiesCaret('19.3.2', '^19.3.1')).toBe(true);
    expect(satisfiesCaret('19.2.9', '^19.3.1')).toBe(false);
    expect(satisfiesCaret('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfiesCaret('0.4.2', '^0.4.1')).toBe(true);
    expect(satisfiesCaret('0.5.0', '^0.4.1')).toBe(false);
  });
});
