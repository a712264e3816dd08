/**
 * Square's Web Payments SDK, for the square provider: the card number is typed into Square's own fields and
 * only a one-time token reaches our server (DESIGN §3). Loaded on demand from Square, never for sandbox users.
 */
export interface TokenizeResult {
  status: string;
  token?: string;
  errors?: Array<{ message: string }>;
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenizeResult>;
  destroy(): Promise<boolean>;
}

export interface SquarePayments {
  card(): Promise<SquareCard>;
}

export interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments;
}

export const SQUARE_SDK_URLS = {
  sandbox: 'https://sandbox.web.squarecdn.com/v1/square.js',
  production: 'https://web.squarecdn.com/v1/square.js',
} as const;

type SquareWindow = Window & { Square?: SquareGlobal };
let loading: Promise<SquareGlobal> | null = null;

export function loadSquareSdk(environment: keyof typeof SQUARE_SDK_URLS): Promise<SquareGlobal> {
  const w = window as SquareWindow;
  if (w.Square) return Promise.resolve(w.Square);
  loading ??= new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SQUARE_SDK_URLS[environment];
    script.async = true;
    script.onload = () => (w.Square ? resolve(w.Square) : reject(new Error('Square SDK loaded without Square')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Square SDK could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}
