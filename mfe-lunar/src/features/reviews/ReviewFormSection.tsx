import Box from '@mui/material/Box';
import { LunarSection } from '../layout/LunarSection';
import { lunarCardSx } from '../layout/cardSx';
import { SECTION_IDS } from '../layout/sections';
import { ReviewForm } from './ReviewForm';

export function ReviewFormSection() {
  return (
    <LunarSection
      id={SECTION_IDS.review}
      eyebrow="Your experience"
      title="Share Your Reading"
      intro="Had a reading with us? Your words help others find the guidance they are looking for."
    >
      <Box
        sx={{
          ...lunarCardSx,
          borderRadius: '16px',
          p: { xs: 2.5, md: 4 },
          maxWidth: 760,
          mx: 'auto',
          bgcolor: 'background.paper',
        }}
      >
        <ReviewForm />
      </Box>
    </LunarSection>
  );
}
