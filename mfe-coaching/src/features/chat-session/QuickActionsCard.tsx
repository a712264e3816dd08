import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Videocam from '@mui/icons-material/Videocam';
import EventAvailable from '@mui/icons-material/EventAvailable';

/** §2 Quick Actions: a video call cannot be requested from here yet (disabled); booking another goes to /booking. */
export function QuickActionsCard() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Quick Actions
        </Typography>
        <Stack spacing={1.5}>
          <Button variant="outlined" startIcon={<Videocam />} disabled fullWidth>
            Request Video Call
          </Button>
          <Button component={RouterLink} to="/booking" variant="contained" startIcon={<EventAvailable />} fullWidth>
            Book Another Session
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
