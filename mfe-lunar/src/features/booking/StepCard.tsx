import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useReveal } from '@app/web-kit';
import { lunarCardSx } from '../layout/cardSx';

/** A numbered booking step: "I · Choose Your Reading" and its content, on the brand's card surface. */
export function StepCard(props: {
  numeral: string;
  title: string;
  id: string;
  sticky?: boolean;
  /** When this changes to a value (the previous step's choice), the step comes into view on a phone (issue 16). */
  revealOn?: unknown;
  children: ReactNode;
}) {
  const { numeral, title, id, sticky = false, revealOn, children } = props;
  const ref = useReveal<HTMLElement>(revealOn);
  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby={id}
      sx={{
        scrollMarginTop: 80,
        ...lunarCardSx,
        bgcolor: 'background.paper',
        borderRadius: '20px',
        p: { xs: 2, sm: 3 },
        minWidth: 0,
        // On wide screens the short time picker stays in view beside the long details form.
        ...(sticky ? { position: { md: 'sticky' }, top: { md: 88 } } : {}),
      }}
    >
      <Typography
        id={id}
        component="h2"
        variant="h4"
        sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 2, display: 'flex', alignItems: 'baseline', gap: 1.5 }}
      >
        <Box component="span" aria-hidden="true" sx={{ color: 'secondary.main', fontSize: '0.8em' }}>
          {numeral}
        </Box>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
