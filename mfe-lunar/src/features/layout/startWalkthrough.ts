/** The window event that (re)starts the /lunar-light walkthrough (SPEC §2: the Tour button fires it). */
export const START_WALKTHROUGH_EVENT = 'start-walkthrough';

export function startWalkthrough(): void {
  window.dispatchEvent(new Event(START_WALKTHROUGH_EVENT));
}
