import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  MEETING_MESSAGES,
  VIDEO_PLATFORM_LABELS,
  type VideoPlatform,
  type VideoMeetingTestResponse,
} from '@app/contracts';
import { useTestVideoMeetingMutation } from './videoMeetingApi';

/** §2: three buttons — the default (Google Meet), Zoom and Teams. */
const BUTTONS: Array<{ platform: VideoPlatform; label: string }> = [
  { platform: 'google-meet', label: 'Default (Google Meet)' },
  { platform: 'zoom', label: 'Zoom' },
  { platform: 'microsoft-teams', label: 'Microsoft Teams' },
];

const TEST_REQUEST = { customerEmail: 'test@example.com', serviceName: 'Video Meeting Test' } as const;

function Result({ result }: { result: VideoMeetingTestResponse }) {
  return (
    <Alert severity="success" sx={{ '& .MuiAlert-message': { minWidth: 0 } }}>
      <Typography variant="subtitle2" component="p">
        {`${VIDEO_PLATFORM_LABELS[result.platform] ?? result.platform} meeting created`}
      </Typography>
      <Link href={result.meetingUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {result.meetingUrl}
      </Link>
      {result.instructions && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {result.instructions}
        </Typography>
      )}
    </Alert>
  );
}

/** POST /api/video-meeting/test for each platform; the link on success, "Failed to create meeting link" otherwise. */
export function VideoMeetingTest() {
  const [createMeeting, { data, isError, isLoading, originalArgs }] = useTestVideoMeetingMutation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="video-test-title">
      <CardContent>
        <Typography id="video-test-title" variant="h6" component="h2" gutterBottom>
          Video meeting test
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Creates a meeting link the way a video-call booking does, for a test customer.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          {BUTTONS.map(({ platform, label }) => (
            <Button
              key={platform}
              variant={platform === 'google-meet' ? 'contained' : 'outlined'}
              disabled={isLoading}
              onClick={() => void createMeeting({ ...TEST_REQUEST, platform, dateTime: new Date().toISOString() })}
            >
              {isLoading && originalArgs?.platform === platform ? 'Creating...' : label}
            </Button>
          ))}
        </Stack>
        <div aria-live="polite">
          {isError && <Alert severity="error">{MEETING_MESSAGES.createFailed}</Alert>}
          {!isError && data && <Result result={data} />}
        </div>
      </CardContent>
    </Card>
  );
}
