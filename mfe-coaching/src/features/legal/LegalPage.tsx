import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { CoachingLayout } from '../../layout/CoachingLayout';
import { LEGAL_LAST_UPDATED, type LegalSection } from './legalTypes';

/** A legal page: back link to the home page, the title, "Last updated", then numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  return (
    <CoachingLayout>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
          Back to Home
        </Button>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Last updated: {LEGAL_LAST_UPDATED}
          </Typography>
          <Typography sx={{ mb: 4 }}>{intro}</Typography>
          {sections.map((section, i) => (
            <Box component="section" key={section.heading} sx={{ mb: 4 }}>
              <Typography variant="h5" component="h2" gutterBottom>
                {i + 1}. {section.heading}
              </Typography>
              {section.paragraphs.map((p) => (
                <Typography key={p} sx={{ mb: 1.5 }}>
                  {p}
                </Typography>
              ))}
              {section.list && (
                <Box component="ul" sx={{ pl: 3, mt: 0 }}>
                  {section.list.map((item) => (
                    <Typography component="li" key={item} sx={{ mb: 0.75 }}>
                      {item}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
          ))}
        </Paper>
      </Container>
    </CoachingLayout>
  );
}
