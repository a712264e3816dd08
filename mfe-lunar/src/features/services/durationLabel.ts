/** SPEC §3: a duration of 0 means the reading happens in chat. */
export function durationLabel(minutes: number): string {
  return minutes === 0 ? 'Chat' : `${minutes} min`;
}
