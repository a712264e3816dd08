import LightbulbIcon from '@mui/icons-material/Lightbulb';
import { CommunityDialog as SharedCommunityDialog } from '@app/web-kit';

const TIPS = [
  'Write down the one question you most want answered before your session starts.',
  'Short sessions work best with one focus: a decision, a habit, or a next step.',
  'After each session, pick one small action you can take within 24 hours.',
];

const SAMPLE_THREADS = [
  { title: 'How I finally stuck to a morning routine', author: 'Jordan', replies: 12, tag: 'Habits' },
  { title: 'Deciding between two job offers: what helped', author: 'Sam', replies: 8, tag: 'Decisions' },
  { title: 'Weekly check-in thread: share one win', author: 'Coach Ari', replies: 31, tag: 'Community' },
];

/** The coaching brand's words for the shared community dialog. */
export function CommunityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SharedCommunityDialog
      open={open}
      onClose={onClose}
      title="Coaching Community"
      tipsHeading="Tips from your coach"
      tips={TIPS}
      tipIcon={<LightbulbIcon color="secondary" />}
      threads={SAMPLE_THREADS}
      footnote="The forum is a preview of what is coming; the threads above are examples."
    />
  );
}
