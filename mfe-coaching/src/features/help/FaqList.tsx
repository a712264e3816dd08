import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Faq } from './faqs';

/** Collapsible FAQ entries; each question is a heading so screen readers can jump between them. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div>
      {faqs.map((faq, i) => (
        <Accordion key={faq.question} disableGutters variant="outlined" data-testid="faq-item" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`faq-${i}-header`} aria-controls={`faq-${i}-content`}>
            <Typography component="h4" sx={{ fontWeight: 600, mr: 1 }}>
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
