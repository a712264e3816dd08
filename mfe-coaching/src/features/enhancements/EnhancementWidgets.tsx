import { useEffect, useState } from 'react';
import Fab from '@mui/material/Fab';
import GlobalStyles from '@mui/material/GlobalStyles';
import ForumIcon from '@mui/icons-material/Forum';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { onDemand, prefetch, useOnDemand } from '../../components/onDemand';
import { forceEnhancementsOn, useEnhancementsFlag } from './enhancementsFlag';
import { GuidedWalkthrough } from './GuidedWalkthrough';
import { useLargeText } from './largeText';
import { PerformanceBadge } from './PerformanceBadge';
import { Sparkles } from './Sparkles';
import { ToggleFab } from './ToggleFab';
import { V2FeaturesToggle } from './V2FeaturesToggle';
import { MOBILE_QUERY, useIsMobile } from '../../layout/useIsMobile';
import { Floating } from '../../components/Floating';
import { MobileDock } from './MobileDock';

/** On a phone, a field focused from the keyboard is scrolled into view clear of the floating button (issue 16). */
const RESERVE_ROOM_ON_PHONES = (
  <GlobalStyles
    styles={{
      [`@media ${MOBILE_QUERY}`]: {
        // The footer already ends with 128 px of room on a phone; a focused field is never scrolled under the button.
        html: { scrollPaddingBottom: 72 },
      },
    }}
  />
);

/** The dialog's code (MUI's dialog parts with it) is fetched when the community is about to open. */
const communityDialog = onDemand(() => import('./CommunityDialog').then((m) => m.CommunityDialog));

function LargeTextFab() {
  const [large, toggle] = useLargeText();
  return (
    <ToggleFab
      on={large}
      onToggle={toggle}
      label={large ? 'Use normal text size' : 'Use large text'}
      widget="large-text"
    >
      <FormatSizeIcon />
    </ToggleFab>
  );
}

/**
 * SPEC §2 secondary widgets — community, large text, performance badge, sparkles — shown while the
 * enhancements flag is on; the V2 toggle beside them switches the flag. The flag is forced on at load.
 * The buttons' hints are the browser's own (`title`): MUI's Tooltip is in the `more` tier (Popper with it),
 * which these buttons, loaded with every page, would otherwise fetch on every first load.
 */
export function EnhancementWidgets({ withWalkthrough }: { withWalkthrough: boolean }) {
  const [ready, setReady] = useState(false);
  const [on, setOn] = useEnhancementsFlag();
  const [communityOpen, setCommunityOpen] = useState(false);
  const community = useOnDemand(communityDialog);
  const CommunityDialog = community.value;
  const isMobile = useIsMobile() === true;
  const openCommunity = () => {
    setCommunityOpen(true);
    community.request();
  };

  useEffect(() => {
    forceEnhancementsOn();
    setReady(true);
  }, []);
  if (!ready) return null;

  const dialogs = (
    <>
      {/* Mounted from its first opening on, so closing fades out. */}
      {CommunityDialog && <CommunityDialog open={communityOpen} onClose={() => setCommunityOpen(false)} />}
      {on && withWalkthrough && <GuidedWalkthrough />}
    </>
  );

  if (isMobile) {
    // A phone: one button in the corner that opens the extras (issue 16), away while the visitor scrolls down.
    return (
      <>
        {RESERVE_ROOM_ON_PHONES}
        {on && <Sparkles />}
        <MobileDock
          on={on}
          onToggleV2={() => setOn(!on)}
          onCommunity={openCommunity}
          onPrefetchCommunity={() => prefetch(communityDialog)}
          withTour={withWalkthrough}
        />
        {dialogs}
      </>
    );
  }

  return (
    <>
      {RESERVE_ROOM_ON_PHONES}
      {on && <Sparkles />}
      {on && (
        <Floating sx={{ left: 16, bottom: { xs: 68, sm: 80 } }}>
          <PerformanceBadge />
        </Floating>
      )}
      <Floating sx={{ right: 16, bottom: 16, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {on && (
          <Fab
            size="small"
            color="default"
            aria-label="Open the community"
            title="Community"
            onClick={openCommunity}
            onPointerEnter={() => prefetch(communityDialog)}
            onFocus={() => prefetch(communityDialog)}
            data-widget="community"
          >
            <ForumIcon />
          </Fab>
        )}
        {on && <LargeTextFab />}
        <V2FeaturesToggle on={on} onToggle={() => setOn(!on)} />
      </Floating>
      {dialogs}
    </>
  );
}
