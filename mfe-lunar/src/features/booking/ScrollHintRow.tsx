import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

/**
 * A row that scrolls sideways on a phone (the day buttons), with a visible hint that more lies beyond an edge
 * (issue 16): the edge fades out and an arrow button scrolls a screenful on. Nothing shows while everything fits
 * (from md up the row wraps instead). The arrows are for pointer and touch; the keyboard reaches every day by Tab,
 * which scrolls it into view.
 */
export function ScrollHintRow({ label, children }: { label: string; children: ReactNode }) {
  const scroller = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const before = el.scrollLeft > 4;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 4;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const page = (direction: 1 | -1) => () => {
    const el = scroller.current;
    el?.scrollBy({ left: direction * Math.max(120, el.clientWidth - 80), behavior: 'smooth' });
  };
  const fade = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 0,
    bottom: 8,
    [side]: 0,
    width: 56,
    pointerEvents: 'none',
    background: (t: { palette: { background: { paper: string } } }) =>
      `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${t.palette.background.paper} 30%, transparent)`,
  });
  const arrow = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 'calc(50% - 4px)',
    transform: 'translateY(-50%)',
    [side]: -4,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    boxShadow: 2,
    '&:hover': { bgcolor: 'background.paper' },
  });

  return (
    <Box sx={{ position: 'relative', mb: 2 }} data-testid="day-row">
      <Box
        ref={scroller}
        role="group"
        aria-label={label}
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: { xs: 'nowrap', md: 'wrap' },
          overflowX: { xs: 'auto', md: 'visible' },
          pb: 1,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {children}
      </Box>
      {more.before && (
        <>
          <Box aria-hidden sx={fade('left')} />
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label="Earlier days"
            onClick={page(-1)}
            sx={arrow('left')}
            data-testid="days-earlier"
          >
            <ChevronLeft fontSize="small" />
          </IconButton>
        </>
      )}
      {more.after && (
        <>
          <Box aria-hidden sx={fade('right')} />
          <IconButton
            size="small"
            tabIndex={-1}
            aria-label="More days"
            onClick={page(1)}
            sx={arrow('right')}
            data-testid="days-later"
          >
            <ChevronRight fontSize="small" />
          </IconButton>
        </>
      )}
    </Box>
  );
}
