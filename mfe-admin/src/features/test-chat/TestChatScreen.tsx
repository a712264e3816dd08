import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandId } from '@app/contracts';
import { useBrandSettings } from '@app/web-kit';
import { CoachSelector } from './CoachSelector';
import { CoachChatSide } from './CoachChatSide';
import { ClientChatSide } from './ClientChatSide';
import { VideoMeetingTest } from './VideoMeetingTest';
import { testCoaches } from './testCoaches';

/** §2 /test-chat: both sides of a chat on the demo session, a coach selector, and the video meeting test. */
export function TestChatScreen() {
  const coaching = useBrandSettings('coaching');
  const lunar = useBrandSettings('lunar');
  const coaches = testCoaches({ coaching, lunar });
  const [brand, setBrand] = useState<BrandId>('coaching');
  const coach = coaches.find((c) => c.brand === brand) ?? coaches[0];

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <CoachSelector coaches={coaches} value={brand} onChange={setBrand} />
        <Typography variant="body2" color="text.secondary">
          Both sides join the public demo session, so messages also show on /chat-session.
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <CoachChatSide coach={coach} />
        <ClientChatSide />
      </Box>
      <VideoMeetingTest />
    </Stack>
  );
}
