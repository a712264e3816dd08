import { DEFAULT_ADMIN_PATH, safeNextPath, signInPathFor } from './paths';

describe(safeNextPath.name, () => {
  it('follows a same-site path with its query', () => {
    expect(safeNextPath('/coach?tab=questions')).toBe('/coach?tab=questions');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'coach'])(
    'refuses %p and falls back to the console',
    (raw) => {
      expect(safeNextPath(raw)).toBe(DEFAULT_ADMIN_PATH);
    },
  );

  it('never sends the visitor back to the sign-in page', () => {
    expect(safeNextPath('/admin/sign-in?next=%2Fcoach')).toBe(DEFAULT_ADMIN_PATH);
  });

  it('round-trips through signInPathFor', () => {
    const url = new URL(signInPathFor('/testing-admin?x=1&y=2'), 'http://site');
    expect(url.pathname).toBe('/admin/sign-in');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/testing-admin?x=1&y=2');
  });
});
