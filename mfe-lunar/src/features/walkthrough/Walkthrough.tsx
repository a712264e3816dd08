import { lazy, Suspense, useState } from 'react';
import { loadWalkthroughCard } from '../layout/startWalkthrough';
import { useWalkthrough } from './useWalkthrough';

const WalkthroughCard = lazy(() => loadWalkthroughCard().then((m) => ({ default: m.WalkthroughCard })));

/**
 * The /lunar-light guided tour. Only its timer and the start event live in the page's first load: the card (with
 * MUI's Slide, the highlight styles and the steps' logic) is fetched when the tour first opens — by itself 1.5 s
 * after load, when nobody is waiting on it, or from the Tour button, which fetches it as the pointer reaches it.
 * Nothing is rendered until then, on the server and in the browser alike; once shown the card stays mounted so it
 * can slide out.
 */
export function Walkthrough() {
  const state = useWalkthrough();
  const [shown, setShown] = useState(false);
  if (state.step !== null && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <WalkthroughCard {...state} />
    </Suspense>
  );
}
