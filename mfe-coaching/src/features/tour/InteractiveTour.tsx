import Fab from '@mui/material/Fab';
import TourIcon from '@mui/icons-material/Tour';
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
  // On a phone the floating buttons share a narrow screen with the content: icon only. While the width is unknown
  // (server, hydration) the extended button renders and CSS makes it the small round one on a phone.
  const isMobile = useIsMobile();
  const compact = isMobile === true;
  const compactWhenNarrow =
    isMobile === null
      ? {
          [MOBILE_MEDIA]: {
            width: 40,
            height: 40,
            minWidth: 0,
            minHeight: 0,
            p: 0,
            borderRadius: '50%',
            '& .tour-label': { display: 'none' },
            '& .tour-icon': { mr: 0 },
          },
        }
      : {};
  return (
    <>
      <Fab
        variant={compact ? 'circular' : 'extended'}
        size={compact ? 'small' : 'medium'}
        color="secondary"
        onClick={tour.start}
        onPointerEnter={() => prefetch(tourDialog)}
        onFocus={() => prefetch(tourDialog)}
        aria-label="Start the interactive tour"
        {...{ [WALKTHROUGH_TRIGGER_ATTR]: '' }}
        sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (t) => t.zIndex.speedDial, ...compactWhenNarrow }}
      >
        <TourIcon className="tour-icon" sx={{ mr: compact ? 0 : 1 }} />
        {!compact && <span className="tour-label">Tour</span>}
      </Fab>
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
