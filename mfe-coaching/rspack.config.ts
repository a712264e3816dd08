import { createRemoteConfigs } from '@app/build-kit';

/** Name, dev port, title and exposes come from contracts' federation inventory and ExposeMap (issue 18). */
export default (_env: unknown, argv: { mode?: string }) => createRemoteConfigs(__dirname, 'mfe_coaching', argv);
