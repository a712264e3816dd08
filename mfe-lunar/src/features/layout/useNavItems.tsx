import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Home from '@mui/icons-material/Home';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Explore from '@mui/icons-material/Explore';
import { BOOKING_PATH, LANDING_PATH, SECTION_IDS, scrollToSection } from './sections';
import { prefetchWalkthrough, startWalkthrough } from './startWalkthrough';

export interface NavItem {
  key: string;
  label: string;
  icon: ReactNode;
  /** Route links render as anchors (open in a new tab works); the rest are buttons. */
  href?: string;
  onSelect?: () => void;
  /** Starts fetching the code `onSelect` needs as the pointer or focus reaches the item. */
  prefetch?: () => void;
}

/**
 * The items of SPEC §2's lunar navigation, built once so the desktop bar and the mobile menu mirror each
 * other exactly. Off the landing page "Services" goes to the landing page's section instead of scrolling,
 * and the Tour (a landing-page feature) is left out.
 */
export function useNavItems(): NavItem[] {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onLanding = pathname === LANDING_PATH;

  const items: NavItem[] = [
    { key: 'home', label: 'Life Coaching', icon: <Home fontSize="small" />, href: '/' },
    {
      key: 'services',
      label: 'Services',
      icon: <AutoAwesome fontSize="small" />,
      onSelect: () => {
        if (!onLanding || !scrollToSection(SECTION_IDS.services))
          void navigate(`${LANDING_PATH}#${SECTION_IDS.services}`);
      },
    },
    { key: 'book', label: 'Book Reading', icon: <CalendarMonth fontSize="small" />, href: BOOKING_PATH },
  ];
  if (onLanding) {
    items.push({
      key: 'tour',
      label: 'Tour',
      icon: <Explore fontSize="small" />,
      onSelect: startWalkthrough,
      prefetch: prefetchWalkthrough,
    });
  }
  return items;
}
