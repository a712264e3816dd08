import { DEFAULT_BRANDS } from '@app/contracts';
import { zelleQrPayload } from './zelleQrPayload';

describe('zelleQrPayload', () => {
  it("carries the account holder's name and the recipient e-mail in Zelle's QR format", () => {
    const url = new URL(zelleQrPayload(DEFAULT_BRANDS.lunar));
    expect(url.origin + url.pathname).toBe('https://enroll.zellepay.com/qr-codes');
    const data = JSON.parse(atob(url.searchParams.get('data')!));
    expect(data).toEqual({ name: 'LUNAR LIGHT READINGS', action: 'payment', token: 'readings@example.com' });
  });
});
