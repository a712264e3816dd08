import { useEffect, useState } from 'react';

export type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * An SVG QR code as an image URL, made with the qrcode library. Loaded on first use so pages that never open
 * the dialog do not download the encoder. Always black on white: scanners need the contrast in either theme.
 */
export function useQrCode(text: string, enabled: boolean): QrState {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState({ status: 'loading' });
    import('qrcode')
      .then((QRCode) =>
        QRCode.toString(text, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#000000ff', light: '#ffffffff' },
        }),
      )
      .then(
        (svg) =>
          live && setState({ status: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
      )
      .catch(() => live && setState({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [text, enabled]);
  return state;
}
