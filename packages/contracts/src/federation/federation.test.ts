import apps from './apps.json';
import { EXPOSE_IDS, exposesOf } from './exposes';
import { parseRemotesJson } from './remotes-json';
import { ROUTES, routesOf } from './routes';

describe('federation contract', () => {
  it('lists the same remotes in apps.json as in the expose map', () => {
    const fromExposes = [...new Set(EXPOSE_IDS.map((id) => id.split('/')[0]))].sort();
    expect(apps.remotes.map((r) => r.name).sort()).toEqual(fromExposes);
    for (const r of apps.remotes) expect(r.folder).toBe(r.name.replace(/_/g, '-'));
  });

  it('gives every remote its exposes and every route a page of its remote', () => {
    expect(exposesOf('mfe_payments')).toMatchObject({
      './PaymentOptions': './src/features/options/PaymentOptions.tsx',
      './launchPayment': './src/features/launch/launchPayment.ts',
    });
    expect(routesOf('mfe_lunar').map((r) => r.expose)).toEqual([
      'LunarLightPage',
      'LunarBookingPage',
      'LunarPrivacyPolicyPage',
      'LunarTermsOfServicePage',
    ]);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('registers the valid remotes.json entries and reports each rejected one', () => {
    const result = parseRemotesJson({
      remotes: [
        { name: 'mfe_coaching', entry: '/mfe/mfe_coaching/mf-manifest.json' },
        { name: 'mfe_lunar' },
        { name: 'mfe_typo', entry: 'http://localhost:3002/mf-manifest.json' },
        { name: 'mfe_payments', entry: 'https://pay.example.com/mf-manifest.json', serverEntry: 42 },
        { name: 'mfe_coaching', entry: '/again.json' },
        'mfe_admin',
      ],
    });
    expect(result.remotes).toEqual([{ name: 'mfe_coaching', entry: '/mfe/mfe_coaching/mf-manifest.json' }]);
    expect(result.rejected).toEqual([
      'remotes.json entry 1 mfe_lunar has no valid entry URL (undefined)',
      'remotes.json entry 2 names no known remote ("mfe_typo")',
      'remotes.json entry 3 mfe_payments has an invalid serverEntry (42)',
      'remotes.json entry 4 mfe_coaching is listed twice',
      'remotes.json entry 5 is not an object',
    ]);
    expect(parseRemotesJson({}).rejected).toEqual(['remotes.json has no "remotes" array']);
  });
});
