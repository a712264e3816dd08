import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';

/** §2 Session Guidelines: respectful, specific questions, notes, clarification, recorded. */
export const SESSION_GUIDELINES = [
  'Be respectful and courteous throughout the session',
  'Ask specific questions to get the most out of your time',
  'Take notes on key insights and action steps',
  "Ask for clarification whenever something isn't clear",
  'This session is recorded for quality and your records',
] as const;

export function SessionGuidelinesCard() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Session Guidelines
        </Typography>
        <List dense disablePadding>
          {SESSION_GUIDELINES.map((text) => (
            <ListItem key={text} disableGutters sx={{ alignItems: 'flex-start' }}>
              <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
                <CheckCircleOutline fontSize="small" color="success" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={text} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
