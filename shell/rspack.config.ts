import { createAppConfigs, SHELL_DEV_PORT } from '@app/web-kit/build';

export default (_env: unknown, argv: { mode?: string }) =>
  createAppConfigs(
    {
      dir: __dirname,
      name: 'shell',
      title: 'Professional Life Coaching Services | Lunar Light',
      devPort: SHELL_DEV_PORT,
      isHost: true,
    },
    argv,
  );
