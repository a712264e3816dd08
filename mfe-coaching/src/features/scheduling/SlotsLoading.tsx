import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton, { type SkeletonProps } from '@mui/material/Skeleton';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SLOT_MESSAGES, SLOT_WINDOW_DAYS, visitorSlotTime } from '@app/contracts';
import { visuallyHidden } from '@app/web-kit';
import { localTimeSx, slotButtonSx, slotGrid, SLOTS_SHOWN_PER_DAY } from './slotLayout';

/** MUI's own pulse (Skeleton's `pulse` animation), run once on the whole placeholder. */
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;
/**
 * The placeholder pulses as one block: ~80 skeletons pulsing each on its own are ~80 animations a phone keeps running
 * (the home page's booking section waits far below the first screen until the visitor comes near it). Still for a
 * visitor who asks for reduced motion.
 */
const placeholderPulse = {
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;
const StillSkeleton = (props: SkeletonProps) => <Skeleton animation={false} {...props} />;

/** The slot list while it loads, in the visitor's time zone. */
export function SlotsLoading({ zone }: { zone: string | null }) {
  // Whether the slots will carry the visitor's own time as a second line (any instant tells: zones differ by hours).
  const twoLines = visitorSlotTime(new Date(), zone) !== null;
  // The shape of a usual week (issue 29 item 4): the zone note, a group per day of the window with its first
  // SLOTS_SHOWN_PER_DAY times and its "Show more" line. Each placeholder wraps a hidden copy of the real element,
  // so it is exactly as tall. A two-row placeholder let everything below jump ~1,050 px when the list arrived.
  return (
    <Box aria-busy="true" data-testid="slots-loading" sx={placeholderPulse}>
      <Typography sx={visuallyHidden}>{SLOT_MESSAGES.loading}</Typography>
      <StillSkeleton sx={{ mb: 2 }}>
        <Typography variant="body2">All times are Eastern Time (ET).</Typography>
      </StillSkeleton>
      {Array.from({ length: SLOT_WINDOW_DAYS + 1 }, (_, g) => (
        <Box key={g} sx={{ mb: 3 }}>
          <StillSkeleton sx={{ mb: 1 }}>
            <Typography variant="subtitle1">Wednesday, March 11</Typography>
          </StillSkeleton>
          <Box sx={slotGrid}>
            {Array.from({ length: SLOTS_SHOWN_PER_DAY }, (_, i) => (
              <StillSkeleton key={i} variant="rounded" sx={{ maxWidth: 'none' }}>
                <Button sx={slotButtonSx}>
                  12:00 PM
                  {twoLines && (
                    <Box component="span" sx={localTimeSx}>
                      12:00 PM your time
                    </Box>
                  )}
                </Button>
              </StillSkeleton>
            ))}
          </Box>
          <StillSkeleton variant="rounded" sx={{ mt: 1 }}>
            <Button size="small">Show 15 more times</Button>
          </StillSkeleton>
        </Box>
      ))}
    </Box>
  );
}
