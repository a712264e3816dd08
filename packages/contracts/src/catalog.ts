/** Coaching catalogue: the four services of SPEC §3 "Fallback services", priced as §9 says (cents). */
export const SERVICE_TYPES = ['strategy', 'development', 'video', 'chat'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export interface ServiceDto {
  id: string;
  name: string;
  description: string;
  /** Integer cents. */
  price: number;
  /** Minutes; 0 means chat-based. */
  duration: number;
  type: ServiceType;
  category: string;
  isActive: boolean;
}

export const COACHING_SERVICES: readonly ServiceDto[] = [
  {
    id: 'strategic-decision',
    name: 'Strategic Decision Coaching',
    description: 'A focused 10-minute session to untangle one important decision and leave with a clear next step.',
    price: 2500,
    duration: 10,
    type: 'strategy',
    category: 'coaching',
    isActive: true,
  },
  {
    id: 'personal-development',
    name: 'Personal Development Session',
    description: 'Fifteen minutes on the habits, confidence and goals that move your life forward.',
    price: 4000,
    duration: 15,
    type: 'development',
    category: 'coaching',
    isActive: true,
  },
  {
    id: 'video-coaching',
    name: '5-Minute Video Coaching',
    description: 'A quick face-to-face video check-in for momentum, accountability or a fresh perspective.',
    price: 1500,
    duration: 5,
    type: 'video',
    category: 'coaching',
    isActive: true,
  },
  {
    id: 'quick-chat',
    name: '3 Questions Chat',
    description: 'Ask three questions in a live text chat and get thoughtful, practical answers.',
    price: 1100,
    duration: 5,
    type: 'chat',
    category: 'coaching',
    isActive: true,
  },
];

/** SPEC §9: cents to whole dollars, no decimals. */
export function centsToDollars(cents: number): number {
  return Math.round(cents / 100);
}

export function formatDollars(cents: number): string {
  return `$${centsToDollars(cents)}`;
}
