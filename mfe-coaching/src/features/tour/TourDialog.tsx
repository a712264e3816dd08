import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { createPortal } from 'react-dom';
import { useIsMobile } from '../../layout/useIsMobile';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';
import { TOUR_STEPS } from './tourSteps';

interface Props {
  open: boolean;
  step: number;
  onClose: () => void;
  onNext: () => void;
  onPrevious: () => void;
  onGoTo: (step: number) => void;
}

/**
 * The seven-step dialog. It sits at the bottom of the screen; each step scrolls its section to the top, so the
 * dialog is away from it, and a step that highlights a section dims nothing (issue 16: the backdrop sat over the
 * very section being shown). Scrolling stays unlocked because each step scrolls the page.
 */
export function TourDialog({ open, step, onClose, onNext, onPrevious, onGoTo }: Props) {
  const current = TOUR_STEPS[step];
  const total = TOUR_STEPS.length;
  const isLast = step === total - 1;
  const isMobile = useIsMobile() === true;
  const videoCalls = useOfferedVideoPlatforms().length > 0;
  const description =
    (isMobile && current.mobileDescription) || (!videoCalls && current.chatOnlyDescription) || current.description;
  // Into <body> with React's own portal, as MUI's Portal would put it: MUI's finds its node in a layout effect and
  // renders the whole dialog again, synchronously, after the tour's sliced render (~16 ms on `/` here, ×4 on a phone).
  return createPortal(
    <Dialog
      disablePortal
      open={open}
      onClose={onClose}
      aria-labelledby="tour-title"
      aria-describedby="tour-description"
      disableScrollLock
      fullWidth
      maxWidth="sm"
      slotProps={{
        backdrop: { sx: { bgcolor: current.target ? 'transparent' : 'rgba(0, 0, 0, 0.25)' } },
        // Bottom of the screen, clear of the highlighted section scrolled to the top; less margin on a phone.
        paper: { sx: { m: { xs: 1, sm: 2 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } },
      }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
      data-testid="tour-dialog"
    >
      <LinearProgress variant="determinate" value={Math.round(((step + 1) / total) * 100)} aria-label="Tour progress" />
      {/* Before the title, so the content follows the title directly and takes MUI's no-top-padding rule (issue 16:
          a large gap under each title). */}
      <IconButton aria-label="Close tour" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogTitle id="tour-title" sx={{ pr: 6, pb: 1 }}>
        <Typography
          variant="overline"
          component="span"
          color="text.secondary"
          sx={{ display: 'block', lineHeight: 1.5 }}
        >
          Step {step + 1} of {total}
        </Typography>
        {current.title}
      </DialogTitle>
      <DialogContent sx={{ pb: 1 }}>
        <Typography id="tour-description">{description}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 2 }} role="group" aria-label="Tour steps">
          {TOUR_STEPS.map((s, i) => (
            <Box
              key={s.id}
              component="button"
              type="button"
              aria-label={`Go to step ${i + 1}: ${s.title}`}
              aria-current={i === step ? 'step' : undefined}
              onClick={() => onGoTo(i)}
              sx={{
                width: 12,
                height: 12,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: i === step ? 'primary.main' : 'action.disabled',
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onPrevious} disabled={step === 0}>
          Previous
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={onNext}>
          {isLast ? 'Finish' : 'Next'}
        </Button>
      </DialogActions>
    </Dialog>,
    document.body,
  );
}
