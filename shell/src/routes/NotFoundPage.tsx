import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '@app/contracts';

export function NotFoundPage() {
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 3 }}
    >
      <div>
        <Typography variant="h3" component="h1" gutterBottom>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The page you are looking for does not exist or has moved.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Back to Home
        </Button>
      </div>
    </Box>
  );
}
