import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from './faqs';

/**
 * Collapsible FAQ entries; each question is one h4 (under "Frequently Asked Questions", an h3) so screen readers can
 * jump between them. The Accordion's own heading element is that h4: a heading inside it would list each question
 * twice in the outline.
 */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div>
      {faqs.map((faq, i) => (
        <Accordion
          key={faq.question}
          disableGutters
          variant="outlined"
          data-testid="faq-item"
          slotProps={{ heading: { component: 'h4' } }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${i}-header`} aria-controls={`faq-${i}-content`}>
            <Typography component="span" sx={{ fontWeight: 600, mr: 1 }}>
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${i}-content`}>
            <Chip label={faq.category} size="small" variant="outlined" sx={{ mb: 1 }} />
            <Typography color="text.secondary">{faq.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
