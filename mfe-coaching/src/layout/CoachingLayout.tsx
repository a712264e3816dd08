import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { EnhancementWidgets } from '../features/enhancements/EnhancementWidgets';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';

interface Props {
  children: ReactNode;
  /** The home page hosts the guided walkthrough of the extras (it follows the home page's tour). */
  home?: boolean;
}

/** Navigation bar, the page, the footer and the secondary widgets: the frame of every life-coaching page. */
export function CoachingLayout({ children, home = false }: Props) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <NavBar />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
      <EnhancementWidgets withWalkthrough={home} />
    </Box>
  );
}
