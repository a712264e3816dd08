import { useState } from 'react';
import Fab from '@mui/material/Fab';
import ForumIcon from '@mui/icons-material/Forum';
import { LunarCommunityDialog } from './LunarCommunityDialog';

/** The floating Community button of SPEC §2's secondary widgets, in its Lunar Light variant. */
export function CommunityButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Fab
        size="medium"
        color="primary"
        aria-label="Community"
        onClick={() => setOpen(true)}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
      >
        <ForumIcon />
      </Fab>
      <LunarCommunityDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
