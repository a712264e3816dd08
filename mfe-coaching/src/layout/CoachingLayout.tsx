import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { onDemand, useOnDemand } from '../components/onDemand';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';
import { MAIN_CONTENT_ID } from '@app/contracts';

interface Props {
  children: ReactNode;
  /** The home page hosts the guided walkthrough of the extras (it follows the home page's tour). */
  home?: boolean;
}

/**
 * The floating extras render nothing on the server or while hydrating (they depend on stored choices), so their
 * code is not part of the first load: it is fetched once the page has mounted.
 */
const enhancementWidgets = onDemand(() =>
  import('../features/enhancements/EnhancementWidgets').then((m) => m.EnhancementWidgets),
);

/** Navigation bar, the page, the footer and the secondary widgets: the frame of every life-coaching page. */
export function CoachingLayout({ children, home = false }: Props) {
  const { value: EnhancementWidgets } = useOnDemand(enhancementWidgets, true);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {/* Each part hydrates in a pass and a commit of its own (React hydrates a server-rendered Suspense boundary
          separately): one commit for the whole page was a single task of ~50 ms on /booking here. Nothing in them
          suspends, so the fallbacks never show. */}
      <Suspense fallback={null}>
        <NavBar />
      </Suspense>
      <Box component="main" id={MAIN_CONTENT_ID} sx={{ flex: 1 }}>
        <Suspense fallback={null}>{children}</Suspense>
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {EnhancementWidgets && <EnhancementWidgets withWalkthrough={home} />}
    </Box>
  );
}
