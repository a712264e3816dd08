import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../layout/sections';

/**
 * Links from other pages arrive as `/#booking`. The sections render with the page, but the browser's own
 * jump happens before the remote has mounted, so scroll once the page is there.
 */
export function useHashScroll() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const timer = window.setTimeout(() => scrollToSection(id), 100);
    return () => window.clearTimeout(timer);
  }, [hash]);
}
