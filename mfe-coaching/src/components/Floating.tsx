import { useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { slideAwaySx, useHideOnScrollDown } from '@app/web-kit';

interface Props {
  /** Where it floats (`position: fixed` is given). */
  sx: SxProps<Theme> & Record<string, unknown>;
  /** The phone layout: also away while the visitor scrolls down. */
  hideOnScrollDown?: boolean;
  /** Never hidden while true (its menu is open). */
  pinned?: boolean;
  children: ReactNode;
}

/**
 * A floating button or group (issue 16): it slides away whenever something a visitor can use lies under it, and on a
 * phone while they scroll down. `data-floating` marks it for the layout e2e specs.
 */
export function Floating({ sx, hideOnScrollDown = false, pinned = false, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useHideOnScrollDown(ref, { hideOnScrollDown, pinned });
  return (
    <Box
      ref={ref}
      data-floating=""
      data-shown={shown ? 'true' : 'false'}
      sx={{ position: 'fixed', zIndex: (t) => t.zIndex.speedDial, ...sx, ...slideAwaySx(shown) }}
    >
      {children}
    </Box>
  );
}
