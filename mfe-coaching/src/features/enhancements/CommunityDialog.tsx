import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import LightbulbIcon from '@mui/icons-material/Lightbulb';

const TIPS = [
  'Write down the one question you most want answered before your session starts.',
  'Short sessions work best with one focus: a decision, a habit, or a next step.',
  'After each session, pick one small action you can take within 24 hours.',
];

/** A sample of the community forum: illustrative threads, not live posts. */
const SAMPLE_THREADS = [
  { title: 'How I finally stuck to a morning routine', author: 'Jordan', replies: 12, tag: 'Habits' },
  { title: 'Deciding between two job offers: what helped', author: 'Sam', replies: 8, tag: 'Decisions' },
  { title: 'Weekly check-in thread: share one win', author: 'Coach Ari', replies: 31, tag: 'Community' },
];

/** SPEC §2 community dialog: coaching tips and a sample discussion forum. */
export function CommunityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="community-title" fullWidth maxWidth="sm">
      <DialogTitle id="community-title">Coaching Community</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} gutterBottom>
          Tips from your coach
        </Typography>
        <List dense>
          {TIPS.map((tip) => (
            <ListItem key={tip} disableGutters>
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <LightbulbIcon color="secondary" />
              </ListItemAvatar>
              <ListItemText primary={tip} />
            </ListItem>
          ))}
        </List>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Discussion forum
          </Typography>
          <Chip label="Sample" size="small" variant="outlined" />
        </Box>
        <List>
          {SAMPLE_THREADS.map((t) => (
            <ListItem key={t.title} disableGutters>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main' }}>{t.author[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={t.title} secondary={`${t.author} · ${t.replies} replies · ${t.tag}`} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          The forum is a preview of what is coming; the threads above are examples.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
