import Fab from '@mui/material/Fab';
import TourIcon from '@mui/icons-material/Tour';
import { Floating } from '../../components/Floating';
import { prefetch, useOnDemand } from '../../components/onDemand';
import { MOBILE_MEDIA, useIsMobile } from '../../layout/useIsMobile';
import { WALKTHROUGH_TRIGGER_ATTR } from './startWalkthrough';
import { tourDialog, useInteractiveTour } from './useInteractiveTour';

/**
 * SPEC §2 interactive tour: the floating Tour button (also the walkthrough trigger the navigation's Tour
 * button activates) and the seven-step dialog. The dialog's code arrives when the tour first opens (fetched
 * ahead as the pointer or focus reaches the button); it stays mounted afterwards so closing fades out.
 */
export function InteractiveTour({ autoStart }: { autoStart: boolean }) {
  const tour = useInteractiveTour(autoStart);
  const { value: TourDialog } = useOnDemand(tourDialog, tour.open);
  // The floating button is a small round one in the page margin (issue 16: the extended one covered the first
  // service card at 1280 px). On a phone it is not shown at all: the corner button's list offers the tour there;
  // it stays in the page as the walkthrough trigger the navigation's Tour button activates.
  const isMobile = useIsMobile();
  return (
    <>
      <Floating
        sx={{
          left: 16,
          bottom: 16,
          ...(isMobile === true ? { display: 'none' } : { [MOBILE_MEDIA]: { display: 'none' } }),
        }}
      >
        <Fab
          size="small"
          color="secondary"
          onClick={tour.start}
          onPointerEnter={() => prefetch(tourDialog)}
          onFocus={() => prefetch(tourDialog)}
          aria-label="Start the interactive tour"
          title="Tour"
          {...{ [WALKTHROUGH_TRIGGER_ATTR]: '' }}
        >
          <TourIcon />
        </Fab>
      </Floating>
      {TourDialog && (
        <TourDialog
          open={tour.open}
          step={tour.step}
          onClose={tour.close}
          onNext={tour.next}
          onPrevious={tour.previous}
          onGoTo={tour.goTo}
        />
      )}
    </>
  );
}
