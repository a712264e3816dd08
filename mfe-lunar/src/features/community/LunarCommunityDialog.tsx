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
import NightsStayIcon from '@mui/icons-material/NightsStay';

/** SPEC §2: the community dialog reads differently on /lunar-light — reading tips instead of coaching tips. */
const TIPS = [
  'Before your reading, sit quietly for a minute and hold your question in mind.',
  'Open questions ("What should I understand about…") bring richer answers than yes or no.',
  'Write down what resonates during the reading; its meaning often unfolds over the following days.',
];

/** A sample of the forum: illustrative threads, not live posts. */
const SAMPLE_THREADS = [
  { title: 'What the Three of Cups meant for my friendship', author: 'Mira', replies: 9, tag: 'Tarot' },
  { title: 'How a reiki cleanse felt, a week later', author: 'Dev', replies: 6, tag: 'Reiki' },
  { title: 'Full moon circle: share your intention', author: 'Luna', replies: 27, tag: 'Community' },
];

export function LunarCommunityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="lunar-community-title" fullWidth maxWidth="sm">
      <DialogTitle id="lunar-community-title">Lunar Light Circle</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} gutterBottom>
          Tips for a clear reading
        </Typography>
        <List dense>
          {TIPS.map((tip) => (
            <ListItem key={tip} disableGutters>
              <ListItemAvatar sx={{ minWidth: 40 }}>
                <NightsStayIcon color="secondary" />
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
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{t.author[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={t.title} secondary={`${t.author} · ${t.replies} replies · ${t.tag}`} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          The circle is a preview of what is coming; the threads above are examples.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
