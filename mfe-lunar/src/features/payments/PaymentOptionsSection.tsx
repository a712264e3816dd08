import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RemoteComponent, useHydrated } from '@app/web-kit';
import { LunarSection } from '../layout/LunarSection';
import { SECTION_IDS } from '../layout/sections';

const spinner = (turnOnly: boolean) => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
    <CircularProgress color="secondary" aria-label="Loading payment options" disableShrink={turnOnly} />
  </Box>
);
const loading = spinner(false);
/**
 * The server's placeholder stays on the page until the visitor comes near the section (it is deferred), often never
 * on a phone. Its spinner only turns: MUI's growing and shrinking arc repaints every frame, off-screen too — measured
 * in headless Chromium, that one spinner kept a fifth of a core busy on an idle /lunar-light; a turn alone is a
 * compositor transform.
 */
const waiting = spinner(true);

/**
 * The six payment tiles come from mfe_payments, configured for this brand's links and Zelle account. Another
 * remote's expose cannot be rendered inside this one on the server, so the server and the hydrating browser show
 * the same placeholder and the tiles load right after.
 */
export function PaymentOptionsSection() {
  const hydrated = useHydrated();
  return (
    <LunarSection
      id={SECTION_IDS.payments}
      eyebrow="Pay your way"
      title="Payment Options"
      intro="Pay the way that suits you. Every option goes straight to Lunar Light."
    >
      {hydrated ? (
        <RemoteComponent
          id="mfe_payments/PaymentOptions"
          // title null: this section already has its heading.
          props={{ brand: 'lunar', title: null }}
          fallback={loading}
        />
      ) : (
        waiting
      )}
    </LunarSection>
  );
}
