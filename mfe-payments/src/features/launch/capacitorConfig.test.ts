import config, { APP_VARIANTS } from '../../../../capacitor.config';
import { MOBILE_APP_USER_AGENT_MARKERS, isMobileWrapper } from './launchEnvironment';

describe('capacitor.config.ts and the launcher agree', () => {
  it('each app appends a user-agent marker the launcher recognises as the mobile wrapper', () => {
    expect(
      Object.values(APP_VARIANTS)
        .map((v) => v.userAgentMarker)
        .sort(),
    ).toEqual([...MOBILE_APP_USER_AGENT_MARKERS].sort());
    for (const variant of Object.values(APP_VARIANTS)) {
      expect(
        isMobileWrapper({
          userAgent: `Mozilla/5.0 (Linux; Android 14) ${variant.userAgentMarker}`,
          href: 'https://localhost/',
          capacitor: null,
        }),
      ).toBe(true);
    }
  });

  it('wraps the built shell', () => {
    expect(config.webDir).toBe('shell/dist');
    expect(config.appendUserAgent).toBe('LifeCoachingApp');
  });
});
