import { firstLoadOf, overBudgetText, remoteEntryFile } from './first-load';

describe('first load of a remote', () => {
  const sizes: Record<string, number> = {
    'remoteEntry.js': 10 * 1024,
    'a.js': 20 * 1024,
    'b.js': 5 * 1024,
    'c.js': 30 * 1024,
  };
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './Light', assets: { js: { sync: ['b.js'] } } },
      { path: './Heavy', assets: { js: { sync: ['a.js', 'c.js'] } } },
    ],
  };

  it('is the remote entry plus the heaviest expose’s own chunks', () => {
    expect(firstLoadOf(manifest, (file) => sizes[file] ?? 0)).toEqual({ kb: 60, expose: './Heavy' });
  });

  it('is the remote entry alone when nothing is exposed, and names where the entry lives', () => {
    expect(firstLoadOf({ metaData: manifest.metaData }, (file) => sizes[file] ?? 0)).toEqual({
      kb: 10,
      expose: '(none)',
    });
    expect(remoteEntryFile({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } } })).toBe(
      'static/remoteEntry.js',
    );
    expect(remoteEntryFile({})).toBe('remoteEntry.js');
  });

  it('says by how much and where, in the words the gate and the build share', () => {
    expect(overBudgetText({ kb: 104.26, expose: './Heavy' }, 100, 'remoteEntry.js')).toBe(
      'first load 104.3 KB gzip (remoteEntry.js + ./Heavy) is over its budget of 100 KB',
    );
  });
});
