import { lazy, Suspense, useState } from 'react';
import Fab from '@mui/material/Fab';
import ForumIcon from '@mui/icons-material/Forum';

/** The dialog's code (MUI's Dialog with it) is fetched when the visitor reaches for the button, not with the page. */
const loadDialog = () => import('./LunarCommunityDialog');
const LunarCommunityDialog = lazy(() => loadDialog().then((m) => ({ default: m.LunarCommunityDialog })));
const prefetch = () => void loadDialog().catch(() => undefined);

/**
 * The floating Community button of SPEC §2's secondary widgets, in its Lunar Light variant. Closed, it is the button
 * alone (on the server and in the browser's first render alike); the dialog mounts from the first opening on and
 * stays mounted, so it can animate closed.
 */
export function CommunityButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Fab
        size="medium"
        color="primary"
        aria-label="Community"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <ForumIcon />
      </Fab>
      {opened && (
        <Suspense fallback={null}>
          <LunarCommunityDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
