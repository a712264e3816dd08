import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@app/web-kit';
import { PAGES } from './remote-pages';
import CheckoutPage from './pages/CheckoutPage';
import SquarePaymentPage from './pages/SquarePaymentPage';
import SuccessPage from './pages/SuccessPage';
import PreviewPage from './pages/PreviewPage';

/** Standalone mode: the remote runs on its own dev port with its own providers, on the pages of its src/remote-pages.ts. */
createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    routes={PAGES}
    brand="coaching"
    pages={{ CheckoutPage, SquarePaymentPage, SuccessPage }}
    fallback={<PreviewPage />}
  />,
);
