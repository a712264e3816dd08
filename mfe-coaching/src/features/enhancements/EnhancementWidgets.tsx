import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import ForumIcon from '@mui/icons-material/Forum';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { onDemand, prefetch, useOnDemand } from '../../components/onDemand';
import { forceEnhancementsOn, useEnhancementsFlag } from './enhancementsFlag';
import { GuidedWalkthrough } from './GuidedWalkthrough';
import { useLargeText } from './largeText';
import { PerformanceBadge } from './PerformanceBadge';
import { Sparkles } from './Sparkles';
import { V2FeaturesToggle } from './V2FeaturesToggle';

/** The dialog's code (MUI's dialog parts with it) is fetched when the community is about to open. */
const communityDialog = onDemand(() => import('./CommunityDialog').then((m) => m.CommunityDialog));

function LargeTextFab() {
  const [large, toggle] = useLargeText();
  const label = large ? 'Use normal text size' : 'Use large text';
  return (
    <Fab
      size="small"
      color={large ? 'primary' : 'default'}
      aria-label={label}
      title={label}
      aria-pressed={large}
      onClick={toggle}
      data-widget="large-text"
    >
      <FormatSizeIcon />
    </Fab>
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

  useEffect(() => {
    forceEnhancementsOn();
    setReady(true);
  }, []);
  if (!ready) return null;

  return (
    <>
      {on && <Sparkles />}
      {on && (
        <Box sx={{ position: 'fixed', left: 16, bottom: { xs: 68, sm: 80 }, zIndex: (t) => t.zIndex.speedDial }}>
          <PerformanceBadge />
        </Box>
      )}
      <Box
        sx={{
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: (t) => t.zIndex.speedDial,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        {on && (
          <Fab
            size="small"
            color="default"
            aria-label="Open the community"
            title="Community"
            onClick={() => {
              setCommunityOpen(true);
              community.request();
            }}
            onPointerEnter={() => prefetch(communityDialog)}
            onFocus={() => prefetch(communityDialog)}
            data-widget="community"
          >
            <ForumIcon />
          </Fab>
        )}
        {on && <LargeTextFab />}
        <V2FeaturesToggle on={on} onToggle={() => setOn(!on)} />
      </Box>
      {/* Mounted from its first opening on, so closing fades out. */}
      {CommunityDialog && <CommunityDialog open={communityOpen} onClose={() => setCommunityOpen(false)} />}
      {on && withWalkthrough && <GuidedWalkthrough />}
    </>
  );
}
