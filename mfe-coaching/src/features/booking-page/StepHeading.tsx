import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@app/web-kit';

/** "1 Choose Your Service": the number badge and the step's h2. */
export function StepHeading({ step, title }: { step: number; title: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 16, fontWeight: 700 }} aria-hidden>
        {step}
      </Avatar>
      <Typography variant="h5" component="h2">
        <Box component="span" sx={visuallyHidden}>
          Step {step}:{' '}
        </Box>
        {title}
      </Typography>
    </Box>
  );
}
