/**
 * Capacitor (mobile wrapper) configuration: the built shell in shell/dist is the app's web content. No native
 * platform is added in this repository; `npx cap add android|ios` creates one from this file.
 *
 * One codebase, two store apps: `CAP_APP=lunar npx cap sync` builds the Lunar Light app, anything else the
 * life-coaching app. Each appends its marker to the user agent, which the payment launcher
 * (mfe-payments launchEnvironment.ts, MOBILE_APP_USER_AGENT_MARKERS) reads to open payment pages in the in-app
 * browser. The CLI reads this file itself, so it is typed inline rather than importing @capacitor/cli.
 */
interface AppVariant {
  appId: string;
  appName: string;
  userAgentMarker: string;
  backgroundColor: string;
}

export const APP_VARIANTS: Record<'coaching' | 'lunar', AppVariant> = {
  coaching: {
    appId: 'com.lifecoaching.booking',
    appName: 'Life Coaching',
    userAgentMarker: 'LifeCoachingApp',
    backgroundColor: '#0e1a24',
  },
  lunar: {
    appId: 'com.lunarlight.readings',
    appName: 'Lunar Light',
    userAgentMarker: 'LunarLightApp',
    backgroundColor: '#0d0b1e',
  },
};

const variant = APP_VARIANTS[process.env.CAP_APP === 'lunar' ? 'lunar' : 'coaching'];

const config = {
  appId: variant.appId,
  appName: variant.appName,
  webDir: 'shell/dist',
  appendUserAgent: variant.userAgentMarker,
  backgroundColor: variant.backgroundColor,
  server: {
    // https://localhost on Android (secure context, like the web site); iOS serves from capacitor://localhost.
    androidScheme: 'https',
  },
  plugins: {},
};

export default config;
