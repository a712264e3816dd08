import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { CoachSelector } from './CoachSelector';
import { CoachChatSide } from './CoachChatSide';
import { ClientChatSide } from './ClientChatSide';
import { VideoMeetingTest } from './VideoMeetingTest';
import { testCoaches } from './testCoaches';
import { useTestChatRoom } from './useTestChatRoom';

/** §2 /test-chat: both sides of a chat in a fresh private demo room, a coach selector, and the video meeting test. */
export function TestChatScreen() {
  const coaching = useBrandSettings('coaching');
  const lunar = useBrandSettings('lunar');
  const coaches = testCoaches({ coaching, lunar });
  const [brand, setBrand] = useState<BrandId>('coaching');
  const coach = coaches.find((c) => c.brand === brand) ?? coaches[0];
  const { state, newRoom } = useTestChatRoom();
  const room = state.phase === 'ready' ? state.room : null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <CoachSelector coaches={coaches} value={brand} onChange={setBrand} />
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Both sides join a private demo room made for this page; nobody else sees it, and it expires on its own.
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={newRoom}
          disabled={state.phase === 'starting'}
          sx={{ flexShrink: 0 }}
        >
          New room
        </Button>
      </Stack>
      {state.phase === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={newRoom}>
              Retry
            </Button>
          }
        >
          {`Could not open a demo room. ${state.message}`}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <CoachChatSide coach={coach} room={room} />
        <ClientChatSide room={room} />
      </Box>
      <VideoMeetingTest />
    </Stack>
  );
}
