import { Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Starfield } from '../motifs/Starfield';
import { LunarFooter } from './LunarFooter';
import { LunarNav } from './LunarNav';
import { MAIN_CONTENT_ID } from '@app/contracts';

/** Every Lunar Light page: the night sky, the navigation, the page's own main content and the footer. */
export function LunarPageFrame({ children }: { children: ReactNode }) {
  return (
    <Starfield>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          borderRadius: '8px',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          '&:focus': { top: 8 },
        }}
      >
        Skip to content
      </Box>
      {/* Each part hydrates in a pass and a commit of its own (React hydrates a server-rendered Suspense boundary
          separately), not the whole page in one long task. Nothing in them suspends: the fallbacks never show. */}
      <Suspense fallback={null}>
        <LunarNav />
      </Suspense>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        <Suspense fallback={null}>{children}</Suspense>
      </Box>
      <Suspense fallback={null}>
        <LunarFooter />
      </Suspense>
    </Starfield>
  );
}
