import NightsStayIcon from '@mui/icons-material/NightsStay';
import { CommunityDialog } from '@app/web-kit';

/** SPEC §2: the community dialog reads differently on /lunar-light — reading tips instead of coaching tips. */
const TIPS = [
  'Before your reading, sit quietly for a minute and hold your question in mind.',
  'Open questions ("What should I understand about…") bring richer answers than yes or no.',
  'Write down what resonates during the reading; its meaning often unfolds over the following days.',
];

const SAMPLE_THREADS = [
  { title: 'What the Three of Cups meant for my friendship', author: 'Mira', replies: 9, tag: 'Tarot' },
  { title: 'How a reiki cleanse felt, a week later', author: 'Dev', replies: 6, tag: 'Reiki' },
  { title: 'Full moon circle: share your intention', author: 'Luna', replies: 27, tag: 'Community' },
];

export function LunarCommunityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <CommunityDialog
      open={open}
      onClose={onClose}
      title="Lunar Light Circle"
      tipsHeading="Tips for a clear reading"
      tips={TIPS}
      tipIcon={<NightsStayIcon color="secondary" />}
      threads={SAMPLE_THREADS}
      footnote="The circle is a preview of what is coming; the threads above are examples."
    />
  );
}
