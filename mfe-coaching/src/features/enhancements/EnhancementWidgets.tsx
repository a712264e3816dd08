import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import ForumIcon from '@mui/icons-material/Forum';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { CommunityDialog } from './CommunityDialog';
import { forceEnhancementsOn, useEnhancementsFlag } from './enhancementsFlag';
import { GuidedWalkthrough } from './GuidedWalkthrough';
import { useLargeText } from './largeText';
import { PerformanceBadge } from './PerformanceBadge';
import { Sparkles } from './Sparkles';
import { V2FeaturesToggle } from './V2FeaturesToggle';

function LargeTextFab() {
  const [large, toggle] = useLargeText();
  const label = large ? 'Use normal text size' : 'Use large text';
  return (
    <Tooltip title={label} placement="left">
      <Fab size="small" color={large ? 'primary' : 'default'} aria-label={label} aria-pressed={large} onClick={toggle} data-widget="large-text">
        <FormatSizeIcon />
      </Fab>
    </Tooltip>
  );
}

/**
 * SPEC §2 secondary widgets — community, large text, performance badge, sparkles — shown while the
 * enhancements flag is on; the V2 toggle beside them switches the flag. The flag is forced on at load.
 */
export function EnhancementWidgets({ withWalkthrough }: { withWalkthrough: boolean }) {
  const [ready, setReady] = useState(false);
  const [on, setOn] = useEnhancementsFlag();
  const [communityOpen, setCommunityOpen] = useState(false);

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
          <Tooltip title="Community" placement="left">
            <Fab size="small" color="default" aria-label="Open the community" onClick={() => setCommunityOpen(true)} data-widget="community">
              <ForumIcon />
            </Fab>
          </Tooltip>
        )}
        {on && <LargeTextFab />}
        <V2FeaturesToggle on={on} onToggle={() => setOn(!on)} />
      </Box>
      <CommunityDialog open={communityOpen} onClose={() => setCommunityOpen(false)} />
      {on && withWalkthrough && <GuidedWalkthrough />}
    </>
  );
}
