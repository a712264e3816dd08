/** The window event that (re)starts the /lunar-light walkthrough (SPEC §2: the Tour button fires it). */
export const START_WALKTHROUGH_EVENT = 'start-walkthrough';

export function startWalkthrough(): void {
  window.dispatchEvent(new Event(START_WALKTHROUGH_EVENT));
}

/** The tour card's own chunk; the Tour button starts fetching it before it is clicked. */
export const loadWalkthroughCard = () => import('../walkthrough/WalkthroughCard');

export function prefetchWalkthrough(): void {
  loadWalkthroughCard().catch(() => undefined);
}
