export const CONSOLE_TABS = [
  { id: 'bookings', label: 'Bookings' },
  { id: 'subscriptions', label: 'Subscriptions' },
  { id: 'questions', label: 'Questions' },
  { id: 'messages', label: 'Messages' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'chats', label: 'Live chats' },
  { id: 'blackouts', label: 'Blackout dates' },
] as const;

export type ConsoleTabId = (typeof CONSOLE_TABS)[number]['id'];

/** The open tab lives in the address (?tab=questions), so a reload or a shared link opens the same tab. */
export function tabFromParam(value: string | null): ConsoleTabId {
  return CONSOLE_TABS.find((t) => t.id === value)?.id ?? 'bookings';
}
