import { buildRemotesManifest } from './remotes-manifest.util';

describe(buildRemotesManifest.name, () => {
  it('points every remote at this server by default', () => {
    expect(buildRemotesManifest({}).remotes).toEqual([
      { name: 'mfe_coaching', entry: '/mfe/mfe_coaching/mf-manifest.json' },
      { name: 'mfe_lunar', entry: '/mfe/mfe_lunar/mf-manifest.json' },
      { name: 'mfe_payments', entry: '/mfe/mfe_payments/mf-manifest.json' },
      { name: 'mfe_admin', entry: '/mfe/mfe_admin/mf-manifest.json' },
    ]);
  });

  it('uses a configured URL for the remote it names only', () => {
    const sut = buildRemotesManifest({ mfe_payments: 'https://pay.example.com/mf-manifest.json' });
    expect(sut.remotes.find((r) => r.name === 'mfe_payments')?.entry).toBe('https://pay.example.com/mf-manifest.json');
    expect(sut.remotes.find((r) => r.name === 'mfe_admin')?.entry).toBe('/mfe/mfe_admin/mf-manifest.json');
  });
});
