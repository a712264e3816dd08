import type { SvgIconComponent } from '@mui/icons-material';
import Block from '@mui/icons-material/EventBusy';
import Chat from '@mui/icons-material/Forum';
import EventNote from '@mui/icons-material/EventNote';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Mail from '@mui/icons-material/Mail';
import Question from '@mui/icons-material/HelpOutlined';
import Star from '@mui/icons-material/StarOutlined';
import Subscriptions from '@mui/icons-material/CardMembership';
import Rocket from '@mui/icons-material/RocketLaunch';

/**
 * The console's sections. `short` is the phone's bottom-bar label (eight fit in 375 px only at a word each);
 * `label` is the desk's tab.
 */
export const CONSOLE_TABS = [
  { id: 'bookings', label: 'Bookings', short: 'Bookings', icon: EventNote },
  { id: 'subscriptions', label: 'Subscribers', short: 'Plans', icon: Subscriptions },
  { id: 'questions', label: 'Questions', short: 'Questions', icon: Question },
  { id: 'messages', label: 'Messages', short: 'Messages', icon: Mail },
  { id: 'reviews', label: 'Reviews', short: 'Reviews', icon: Star },
  { id: 'chats', label: 'Live chats', short: 'Chats', icon: Chat },
  { id: 'blackouts', label: 'Hours & blackouts', short: 'Hours', icon: Block },
  { id: 'coupons', label: 'Coupons', short: 'Coupons', icon: LocalOffer },
  // What each part of the site serves (issue 30): the same admin session, so the same console.
  { id: 'releases', label: 'Releases', short: 'Releases', icon: Rocket },
] as const satisfies ReadonlyArray<{ id: string; label: string; short: string; icon: SvgIconComponent }>;

export type ConsoleTabId = (typeof CONSOLE_TABS)[number]['id'];

/** The open tab lives in the address (?tab=questions), so a reload or a shared link opens the same tab. */
export function tabFromParam(value: string | null): ConsoleTabId {
  return CONSOLE_TABS.find((t) => t.id === value)?.id ?? 'bookings';
}
