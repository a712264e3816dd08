import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from './sections';

/** Links from other pages land on a section (e.g. /lunar-light#lunar-services from the booking page's nav). */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    // After the first paint, so the section exists and the sticky nav has its height.
    const id = window.setTimeout(() => scrollToSection(decodeURIComponent(hash.slice(1))), 50);
    return () => window.clearTimeout(id);
  }, [hash]);
}
