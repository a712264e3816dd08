import { createRoot } from 'react-dom/client';
import { StandaloneApp } from '@app/web-kit';
import CheckoutPage from './pages/CheckoutPage';
import SquarePaymentPage from './pages/SquarePaymentPage';
import SuccessPage from './pages/SuccessPage';
import PreviewPage from './pages/PreviewPage';

/** Standalone mode: the remote runs on its own dev port with its own providers, on its routes of contracts' ROUTES. */
createRoot(document.getElementById('root')!).render(
  <StandaloneApp
    remote="mfe_payments"
    brand="coaching"
    pages={{ CheckoutPage, SquarePaymentPage, SuccessPage }}
    fallback={<PreviewPage />}
  />,
);
