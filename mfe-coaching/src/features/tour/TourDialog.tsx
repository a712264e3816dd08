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
 * The seven-step dialog. It sits at the bottom of the screen over a light backdrop, so the highlighted
 * section above stays readable; scrolling stays unlocked because each step scrolls the page.
 */
export function TourDialog({ open, step, onClose, onNext, onPrevious, onGoTo }: Props) {
  const current = TOUR_STEPS[step]!;
  const total = TOUR_STEPS.length;
  const isLast = step === total - 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="tour-title"
      aria-describedby="tour-description"
      disableScrollLock
      fullWidth
      maxWidth="sm"
      slotProps={{ backdrop: { sx: { bgcolor: 'rgba(0, 0, 0, 0.25)' } } }}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
      data-testid="tour-dialog"
    >
      <LinearProgress variant="determinate" value={Math.round(((step + 1) / total) * 100)} aria-label="Tour progress" />
      <DialogTitle id="tour-title" sx={{ pr: 6 }}>
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
      <IconButton aria-label="Close tour" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 12 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography id="tour-description">{current.description}</Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1.5, mt: 3 }} role="group" aria-label="Tour steps">
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
    </Dialog>
  );
}
