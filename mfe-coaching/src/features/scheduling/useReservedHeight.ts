import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The placeholder's height, measured while it shows, for the list to keep as its minimum (issue 29 item 4). The
 * placeholder has a usual week's shape, but a real week is shorter late in the day (today's group has a few times and
 * no "Show more", or none at all) and everything below moved up 77–115 px at a desk as the times arrived.
 */
export function useReservedHeight(isLoading: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [reserved, setReserved] = useState<number>();
  useLayoutEffect(() => {
    const box = ref.current;
    if (!isLoading || !box) return;
    const measure = () => setReserved(box.getBoundingClientRect().height);
    measure();
    // The placeholder's height follows the width (its grid wraps), and fonts can arrive while it shows.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [isLoading]);
  return { ref, reserved };
}
