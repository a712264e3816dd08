import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '../../layout/sections';

/**
 * Links from other pages arrive as `/#booking`. After a client-side navigation the sections below the first
 * screen are still fetching their code behind placeholders, so `prepare(id)` loads what lies above the target
 * first; then scroll once the page has rendered it.
 */
export function useHashScroll(prepare: (id: string) => Promise<unknown> = () => Promise.resolve()) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    let timer: number | undefined;
    let cancelled = false;
    const scroll = () => {
      if (!cancelled) timer = window.setTimeout(() => scrollToSection(id), 100);
    };
    // A section whose code could not load still has its placeholder to scroll to.
    prepare(id).then(scroll, scroll);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [hash, prepare]);
}
