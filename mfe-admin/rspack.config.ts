import { createAppConfigs, REMOTES } from '@app/web-kit/build';

const self = REMOTES.find((r) => r.name === 'mfe_admin')!;

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: __dirname,
      name: self.name,
      title: 'Admin',
      devPort: self.devPort,
      exposes: {
        './TestingAdminPage': './src/pages/TestingAdminPage.tsx',
        './CoachConsolePage': './src/pages/CoachConsolePage.tsx',
        './TestChatPage': './src/pages/TestChatPage.tsx',
        './TestFixesPage': './src/pages/TestFixesPage.tsx',
        './SignInPage': './src/pages/SignInPage.tsx',
      },
    },
    argv,
  );
