import { createRemoteConfigs } from '@app/build-kit';
import { PAGES } from './src/remote-pages';

/**
 * Name, dev port and title come from contracts' federation inventory; the exposes from contracts' ExposeMap plus
 * this remote's own pages (src/remote-pages.ts), which the build also publishes as pages.json (issue 30).
 */
export default (_env: unknown, argv: { mode?: string }) => createRemoteConfigs(__dirname, 'mfe_lunar', argv, PAGES);
