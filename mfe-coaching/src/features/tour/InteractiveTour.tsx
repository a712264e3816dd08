import Fab from '@mui/material/Fab';
import TourIcon from '@mui/icons-material/Tour';
import { useIsMobile } from '../../layout/useIsMobile';
import { TourDialog } from './TourDialog';
import { WALKTHROUGH_TRIGGER_ATTR } from './startWalkthrough';
import { useInteractiveTour } from './useInteractiveTour';

/**
 * SPEC §2 interactive tour: the floating Tour button (also the walkthrough trigger the navigation's Tour
 * button activates) and the seven-step dialog.
 */
export function InteractiveTour({ autoStart }: { autoStart: boolean }) {
  const tour = useInteractiveTour(autoStart);
  // On a phone the floating buttons share a narrow screen with the content: icon only.
  const compact = useIsMobile();
  return (
    <>
      <Fab
        variant={compact ? 'circular' : 'extended'}
        size={compact ? 'small' : 'medium'}
        color="secondary"
        onClick={tour.start}
        aria-label="Start the interactive tour"
        {...{ [WALKTHROUGH_TRIGGER_ATTR]: '' }}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (t) => t.zIndex.speedDial }}
      >
        <TourIcon sx={{ mr: compact ? 0 : 1 }} />
        {!compact && 'Tour'}
      </Fab>
      <TourDialog
        open={tour.open}
        step={tour.step}
        onClose={tour.close}
        onNext={tour.next}
        onPrevious={tour.previous}
        onGoTo={tour.goTo}
      />
    </>
  );
}
