import { createAppConfigs, REMOTES } from '@app/web-kit/build';

const self = REMOTES.find((r) => r.name === 'mfe_lunar')!;

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: __dirname,
      name: self.name,
      title: 'Lunar Light',
      devPort: self.devPort,
      exposes: {
        './LunarLightPage': './src/pages/LunarLightPage.tsx',
        './LunarBookingPage': './src/pages/LunarBookingPage.tsx',
        './LunarPrivacyPolicyPage': './src/pages/LunarPrivacyPolicyPage.tsx',
        './LunarTermsOfServicePage': './src/pages/LunarTermsOfServicePage.tsx',
      },
    },
    argv,
  );
