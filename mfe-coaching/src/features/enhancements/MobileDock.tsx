import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ForumIcon from '@mui/icons-material/Forum';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import NewReleasesOutlinedIcon from '@mui/icons-material/NewReleasesOutlined';
import TourIcon from '@mui/icons-material/Tour';
import TuneIcon from '@mui/icons-material/Tune';
import { Floating } from '../../components/Floating';
import { startWalkthrough } from '../tour/startWalkthrough';
import { useLargeText } from './largeText';
import { PerformanceBadge } from './PerformanceBadge';

interface Props {
  /** The V2 extras are on. */
  on: boolean;
  onToggleV2: () => void;
  onCommunity: () => void;
  onPrefetchCommunity: () => void;
  /** The home page: the tour is one of the extras. */
  withTour: boolean;
}

/**
 * The floating extras on a phone (issue 16): one small button in the corner instead of four, opening a short list
 * with visible labels (no hover hints to linger after a tap). Every choice closes the list; so do Escape and a tap
 * elsewhere.
 */
export function MobileDock({ on, onToggleV2, onCommunity, onPrefetchCommunity, withTour }: Props) {
  const [open, setOpen] = useState(false);
  const [large, toggleLarge] = useLargeText();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <Floating
      hideOnScrollDown
      pinned={open}
      sx={{ right: 16, bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))' }}
    >
      <Box ref={rootRef} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 1 }}>
        {open && (
          <Box
            component="ul"
            id={listId}
            aria-label="More options"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, justifyItems: 'end' }}
          >
            {withTour && <DockAction label="Take the tour" icon={<TourIcon />} onClick={choose(startWalkthrough)} />}
            {on && (
              <DockAction
                label="Community"
                icon={<ForumIcon />}
                onClick={choose(onCommunity)}
                onPointerEnter={onPrefetchCommunity}
              />
            )}
            {on && (
              <DockAction
                label={large ? 'Normal text size' : 'Large text'}
                icon={<FormatSizeIcon />}
                pressed={large}
                onClick={choose(toggleLarge)}
              />
            )}
            <DockAction
              label={on ? 'Hide V2 features' : 'Show V2 features'}
              icon={on ? <NewReleasesIcon /> : <NewReleasesOutlinedIcon />}
              pressed={on}
              onClick={choose(onToggleV2)}
            />
            {on && (
              <Box component="li">
                <PerformanceBadge />
              </Box>
            )}
          </Box>
        )}
        <Fab
          ref={toggleRef}
          size="small"
          color={open ? 'primary' : 'secondary'}
          aria-label={open ? 'Close more options' : 'More options'}
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          onClick={() => setOpen((o) => !o)}
          data-widget="dock-toggle"
        >
          {open ? <CloseIcon /> : <TuneIcon />}
        </Fab>
      </Box>
    </Floating>
  );
}

function DockAction({
  label,
  icon,
  onClick,
  onPointerEnter,
  pressed,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  onPointerEnter?: () => void;
  pressed?: boolean;
}) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Paper elevation={3} sx={{ px: 1.25, py: 0.5, borderRadius: 1, cursor: 'pointer' }} aria-hidden onClick={onClick}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {label}
        </Typography>
      </Paper>
      <Fab
        size="small"
        color={pressed ? 'primary' : 'default'}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        onPointerEnter={onPointerEnter}
      >
        {icon}
      </Fab>
    </Box>
  );
}
