import type { ReactNode } from 'react';
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

export interface CommunityThread {
  title: string;
  author: string;
  replies: number;
  tag: string;
}

export interface CommunityDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  tipsHeading: string;
  tips: readonly string[];
  tipIcon: ReactNode;
  /** A sample of the forum: illustrative threads, not live posts. */
  threads: readonly CommunityThread[];
  footnote: string;
}

/** SPEC §2 community dialog: tips and a sample discussion forum; each brand passes its own words. */
export function CommunityDialog({
  open,
  onClose,
  title,
  tipsHeading,
  tips,
  tipIcon,
  threads,
  footnote,
}: CommunityDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="community-title" fullWidth maxWidth="sm">
      <DialogTitle id="community-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }} gutterBottom>
          {tipsHeading}
        </Typography>
        <List dense>
          {tips.map((tip) => (
            <ListItem key={tip} disableGutters>
              <ListItemAvatar sx={{ minWidth: 40 }}>{tipIcon}</ListItemAvatar>
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
          {threads.map((t) => (
            <ListItem key={t.title} disableGutters>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{t.author[0]}</Avatar>
              </ListItemAvatar>
              <ListItemText primary={t.title} secondary={`${t.author} · ${t.replies} replies · ${t.tag}`} />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" color="text.secondary">
          {footnote}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
