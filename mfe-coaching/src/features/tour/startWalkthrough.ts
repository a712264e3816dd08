/** The window event any page (or the Lunar Light remote) fires to open the tour. */
export const START_WALKTHROUGH_EVENT = 'start-walkthrough';

/** Marks the hidden element the tour renders so the Tour button can activate it directly. */
export const WALKTHROUGH_TRIGGER_ATTR = 'data-walkthrough-trigger';

/**
 * SPEC §2: the Tour button activates the walkthrough trigger element; if the page has none (the tour is not
 * mounted yet), it dispatches the start-walkthrough event instead, which a tour mounted later still hears.
 */
export function startWalkthrough(): void {
  const trigger = document.querySelector<HTMLElement>(`[${WALKTHROUGH_TRIGGER_ATTR}]`);
  if (trigger) trigger.click();
  else window.dispatchEvent(new Event(START_WALKTHROUGH_EVENT));
}
