import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { AppProviders } from '@app/web-kit';
import CheckoutPage from './pages/CheckoutPage';
import PreviewPage from './pages/PreviewPage';
import SquarePaymentPage from './pages/SquarePaymentPage';
import SuccessPage from './pages/SuccessPage';

/** Standalone mode: the remote runs on its own dev port with its own providers (DESIGN §2). */
createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AppProviders brand="coaching">
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/square-payment" element={<SquarePaymentPage />} />
        <Route path="/success" element={<SuccessPage />} />
        <Route path="*" element={<PreviewPage />} />
      </Routes>
    </AppProviders>
  </BrowserRouter>,
);
