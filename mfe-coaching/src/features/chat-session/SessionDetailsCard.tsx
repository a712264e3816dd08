import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { CHAT_PLATFORM_LABELS, type ChatSessionViewDto } from '@app/contracts';
import { formatSessionTime } from './formatSessionTime';

const STATUS_LABELS = { active: 'Active', ended: 'Ended' } as const;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.75 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** §2 Session Details: service, coach, platform, status (plus the time and booking reference when known). */
export function SessionDetailsCard({ view }: { view: ChatSessionViewDto }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Session Details
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          <Row term="Service">{view.serviceName}</Row>
          <Row term="Coach">{view.coachName}</Row>
          <Row term="Platform">{CHAT_PLATFORM_LABELS[view.platform] ?? view.platform}</Row>
          <Row term="Time">{formatSessionTime(view.scheduledTime)}</Row>
          <Row term="Status">
            <Chip
              component="span"
              size="small"
              label={STATUS_LABELS[view.status]}
              color={view.status === 'active' ? 'success' : 'default'}
            />
          </Row>
          {view.bookingId && <Row term="Booking">{view.bookingId.slice(0, 8).toUpperCase()}</Row>}
        </Box>
      </CardContent>
    </Card>
  );
}
