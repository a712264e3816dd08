import Stack from '@mui/material/Stack';
import { DemoCard } from './DemoCard';
import { BrandContact } from './BrandContact';

/** Phone and e-mail come from GET /api/brands, so an environment override shows up here. */
export function ContactLinks() {
  return (
    <DemoCard
      id="contact-links"
      title="Contact links"
      description="Tel and mailto links built from the brand settings."
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <BrandContact brand="coaching" />
        <BrandContact brand="lunar" />
      </Stack>
    </DemoCard>
  );
}
