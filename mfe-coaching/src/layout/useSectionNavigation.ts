import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { scrollToSection } from './sections';

/**
 * Go to a home-page section: scroll smoothly when it is on this page, otherwise open `/#id` (the home page
 * scrolls to the hash once its sections have rendered).
 */
export function useSectionNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (id: string) => {
      if (pathname === '/' && scrollToSection(id)) return;
      void navigate(`/#${id}`);
    },
    [navigate, pathname],
  );
}
