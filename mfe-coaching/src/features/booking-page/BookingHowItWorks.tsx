import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** Stands where the booking summary will appear, until service, slot, name, e-mail and session type are set. */
export function BookingHowItWorks() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          How booking works
        </Typography>
        <Typography color="text.secondary" component="ol" sx={{ pl: 2, m: 0 }}>
          <li>Choose a service.</li>
          <li>Pick a time, today or up to 6 days ahead.</li>
          <li>Tell us who you are and how you would like to meet.</li>
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mt: 2 }}>
          No account needed. Your booking summary appears here once the essentials are in.
        </Typography>
      </CardContent>
    </Card>
  );
}
