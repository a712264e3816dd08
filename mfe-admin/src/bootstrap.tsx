import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@app/web-kit';
import { PAGES } from './remote-pages';
import TestingAdminPage from './pages/TestingAdminPage';
import CoachConsolePage from './pages/CoachConsolePage';
import TestChatPage from './pages/TestChatPage';
import TestFixesPage from './pages/TestFixesPage';
import SignInPage from './pages/SignInPage';

/** Standalone mode: the remote runs on its own dev port with its own providers, on the pages of its src/remote-pages.ts. */
createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    routes={PAGES}
    brand="coaching"
    pages={{ TestingAdminPage, CoachConsolePage, TestChatPage, TestFixesPage, SignInPage }}
  />,
);
