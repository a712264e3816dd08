import { createShellConfigs } from '@app/build-kit';

export default (_env: unknown, argv: { mode?: string }) => createShellConfigs(__dirname, argv);
