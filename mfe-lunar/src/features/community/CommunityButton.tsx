import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import ForumIcon from '@mui/icons-material/Forum';
import { slideAwaySx, useHideOnScrollDown } from '@app/web-kit';
import { SECTION_IDS } from '../layout/sections';

/** The dialog's code (MUI's Dialog with it) is fetched when the visitor reaches for the button, not with the page. */
const loadDialog = () => import('./LunarCommunityDialog');
const LunarCommunityDialog = lazy(() => loadDialog().then((m) => ({ default: m.LunarCommunityDialog })));
const prefetch = () => void loadDialog().catch(() => undefined);

const PHONE_QUERY = '(max-width: 767.98px)';
const PHONE_MEDIA = `@media ${PHONE_QUERY}`;

/** Scrolled less than this, the hero still reaches the corner where the button sits on a phone. */
function heroClearance(): number {
  const hero = document.getElementById(SECTION_IDS.hero);
  if (!hero) return 0;
  return hero.getBoundingClientRect().bottom + window.scrollY - window.innerHeight + 72;
}

/**
 * The floating Community button of SPEC §2's secondary widgets, in its Lunar Light variant. Closed, it is the button
 * alone (on the server and in the browser's first render alike); the dialog mounts from the first opening on and
 * stays mounted, so it can animate closed. On a phone (issue 16) it is small, in the right corner, never over the
 * hero (it shows once the hero has scrolled past) and away while the visitor scrolls down through the content; the
 * page keeps room at its end for it.
 */
export function CommunityButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  const fab = useRef<HTMLButtonElement>(null);
  const shown = useHideOnScrollDown(fab, {
    hideOnScrollDown: phone,
    hiddenAbove: useCallback(() => (phone ? heroClearance() : 0), [phone]),
  });
  return (
    <>
      <GlobalStyles
        styles={{
          [PHONE_MEDIA]: {
            'footer:last-of-type::after': { content: '""', display: 'block', height: 72 },
            html: { scrollPaddingBottom: 72 },
          },
        }}
      />
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
        ref={fab}
        data-floating=""
        data-shown={shown ? 'true' : 'false'}
        sx={{
          position: 'fixed',
          left: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.speedDial,
          [PHONE_MEDIA]: {
            left: 'auto',
            right: 16,
            bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            width: 40,
            height: 40,
            minHeight: 40,
            // Before the script knows the scroll position (server HTML), the hero fills a phone's first screen.
            ...(phone ? {} : { visibility: 'hidden' }),
          },
          ...slideAwaySx(shown),
        }}
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
