import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import TourIcon from '@mui/icons-material/Tour';
import SupportIcon from '@mui/icons-material/Support';
import { SectionLinkButton, useBrandSettings } from '@app/web-kit';
import { SECTION_IDS, scrollToSection } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { startWalkthrough } from '../tour/startWalkthrough';
import { FAQ_CATEGORIES, buildFaqs, filterFaqs, type FaqCategory } from './faqs';
import { FaqList } from './FaqList';

/** SPEC §2 Help and Support Center: tour and contact cards, search, category chips, collapsible FAQ. */
export function HelpCenter() {
  const brand = useBrandSettings('coaching');
  const faqs = useMemo(() => buildFaqs(brand), [brand]);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory | null>(null);
  const shown = filterFaqs(faqs, query, category);

  const cards = [
    {
      icon: <TourIcon fontSize="large" />,
      title: 'Interactive Tour',
      text: 'A two-minute walk through services, booking, plans and more.',
      action: 'Start Tour',
      onClick: startWalkthrough,
      section: null,
    },
    {
      icon: <SupportIcon fontSize="large" />,
      title: 'Contact Support',
      text: 'Could not find your answer? We reply within 24 hours.',
      action: 'Contact Us',
      // A real #contact link: it works before the page hydrates (issue 29).
      section: SECTION_IDS.contact,
    },
  ];

  return (
    <Section
      id={SECTION_IDS.help}
      title="Help and Support Center"
      subtitle="Answers to common questions, a guided tour, and a direct line to us."
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 4 }}>
        {cards.map((c) => (
          <Card key={c.title} variant="outlined">
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <Box sx={{ color: 'primary.main' }} aria-hidden>
                {c.icon}
              </Box>
              <Box>
                <Typography variant="h6" component="h3">
                  {c.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  {c.text}
                </Typography>
                {c.section ? (
                  <SectionLinkButton variant="outlined" section={c.section} scroll={scrollToSection}>
                    {c.action}
                  </SectionLinkButton>
                ) : (
                  <Button variant="outlined" onClick={c.onClick}>
                    {c.action}
                  </Button>
                )}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>

      <Typography variant="h5" component="h3" gutterBottom>
        Frequently Asked Questions
      </Typography>
      <TextField
        fullWidth
        type="search"
        label="Search help articles"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      <Box role="group" aria-label="FAQ categories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}>
        {[null, ...FAQ_CATEGORIES].map((c) => (
          <Chip
            key={c ?? 'all'}
            label={c ?? 'All Categories'}
            clickable
            color={category === c ? 'primary' : 'default'}
            variant={category === c ? 'filled' : 'outlined'}
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
          />
        ))}
      </Box>
      {shown.length > 0 ? (
        <FaqList faqs={shown} />
      ) : (
        <Box sx={{ textAlign: 'center', py: 5 }} role="status">
          <Typography variant="h6" component="p">
            No results found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Try other words or another category, or send us a message.
          </Typography>
          <Button
            onClick={() => {
              setQuery('');
              setCategory(null);
            }}
          >
            Clear search
          </Button>
        </Box>
      )}
    </Section>
  );
}
