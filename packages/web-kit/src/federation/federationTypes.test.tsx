/**
 * The federation contract is checked by tsc (issue 18): each `@ts-expect-error` below fails the typecheck the day a
 * wrong expose id or prop stops being an error.
 */
import { RemoteComponent } from './RemoteComponent';
import { loadFederated } from './remoteRegistry';

describe('typed federation ids and props', () => {
  it('accepts the ExposeMap and rejects anything else at compile time', () => {
    const elements = [
      <RemoteComponent key="ok" id="mfe_payments/PaymentOptions" props={{ brand: 'lunar', priceCents: 3500 }} />,
      <RemoteComponent key="page" id="mfe_coaching/HomePage" />,
      // @ts-expect-error: no such expose
      <RemoteComponent key="typo" id="mfe_payments/PaymentOption" />,
      // @ts-expect-error: a price crosses the boundary in cents (a number), never "$25"
      <RemoteComponent key="price" id="mfe_payments/PaymentOptions" props={{ brand: 'lunar', priceCents: '$25' }} />,
      // @ts-expect-error: the brand is required
      <RemoteComponent key="brand" id="mfe_payments/ZelleQrDialog" props={{ open: true, onClose: () => undefined }} />,
      // @ts-expect-error: a function expose is loaded and called, not rendered
      <RemoteComponent key="fn" id="mfe_payments/launchPayment" />,
    ];
    const typedLoad = () =>
      loadFederated('mfe_payments/launchPayment').then((mod) => mod.default({ method: 'venmo', brand: 'coaching' }));
    // @ts-expect-error: no such remote
    const wrongLoad = () => loadFederated('mfe_paymnts/launchPayment');
    expect(elements).toHaveLength(6);
    expect(typeof typedLoad).toBe('function');
    expect(typeof wrongLoad).toBe('function');
  });
});
