import { parseRemotesJson } from './remotes-json';
import { pagesProblem, routeTableOf } from './remote-pages';
import { ROUTES } from './routes';

const lunarPages = [
  { path: '/lunar-light', expose: 'LunarLightPage', brand: 'lunar' },
  { path: '/lunar-gift-cards', expose: 'LunarGiftCardsPage', brand: 'lunar' },
] as const;

describe('remote pages (a remote owns its routes)', () => {
  it("routes a remote's own pages, and the shell's snapshot for a remote whose list is unknown", () => {
    const table = routeTableOf([{ name: 'mfe_lunar', pages: [...lunarPages] }, { name: 'mfe_coaching' }]);
    // mfe_lunar's table is its own list: a page added, the pages it dropped gone.
    expect(table.filter((r) => r.module.startsWith('mfe_lunar/'))).toEqual([
      { path: '/lunar-light', module: 'mfe_lunar/LunarLightPage', brand: 'lunar' },
      { path: '/lunar-gift-cards', module: 'mfe_lunar/LunarGiftCardsPage', brand: 'lunar' },
    ]);
    // Every other remote (listed without pages, or not listed) keeps the snapshot's routes.
    expect(table.filter((r) => !r.module.startsWith('mfe_lunar/'))).toEqual(
      ROUTES.filter((r) => !r.module.startsWith('mfe_lunar/')),
    );
  });

  it('never routes one path to two remotes: the first remote in the inventory keeps it', () => {
    const table = routeTableOf([{ name: 'mfe_lunar', pages: [{ path: '/booking', expose: 'Thief', brand: 'lunar' }] }]);
    expect(table.filter((r) => r.path === '/booking')).toEqual([
      { path: '/booking', module: 'mfe_coaching/BookingPage', brand: 'coaching' },
    ]);
  });

  it.each([
    [{}, 'is not an array of pages'],
    [[{ path: 'lunar', expose: 'A', brand: 'lunar' }], 'page 0 has no valid path ("lunar")'],
    [[{ path: '/a', expose: './A', brand: 'lunar' }], 'page /a names no valid expose ("./A")'],
    [[{ path: '/a', expose: 'A', brand: 'tarot' }], 'page /a has an unknown brand ("tarot")'],
    [
      [
        { path: '/a', expose: 'A', brand: 'lunar' },
        { path: '/a', expose: 'B', brand: 'lunar' },
      ],
      'the path /a is listed twice',
    ],
  ])('refuses %j: %s', (pages, problem) => {
    expect(pagesProblem(pages)).toBe(problem);
  });

  it('keeps a remotes.json entry whose pages are malformed, without them, and says why', () => {
    const { remotes, rejected } = parseRemotesJson({
      remotes: [
        { name: 'mfe_lunar', entry: '/mfe/mfe_lunar/r1/mf-manifest.json', pages: [{ path: 'x' }] },
        { name: 'mfe_coaching', entry: '/mfe/mfe_coaching/r1/mf-manifest.json', pages: [...lunarPages] },
      ],
    });
    expect(remotes).toEqual([
      { name: 'mfe_lunar', entry: '/mfe/mfe_lunar/r1/mf-manifest.json' },
      { name: 'mfe_coaching', entry: '/mfe/mfe_coaching/r1/mf-manifest.json', pages: [...lunarPages] },
    ]);
    expect(rejected).toEqual(['remotes.json entry 0: the pages of mfe_lunar page 0 has no valid path ("x")']);
  });
});
