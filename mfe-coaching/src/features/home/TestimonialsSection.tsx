import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SECTION_IDS } from '../../layout/sections';
import { Section } from '../../layout/Section';
import { CLIENT_STORIES } from './clientStories';

/**
 * SPEC §2 reviews anchor: "Client Success Stories". Stories, not ratings: no client gave them stars, so none are
 * shown (DESIGN §3 — a rating shown must be one the customer gave).
 */
export function TestimonialsSection() {
  return (
    <Section
      id={SECTION_IDS.reviews}
      title="Client Success Stories"
      subtitle="What clients say after a session or a month on a plan."
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {CLIENT_STORIES.map((story) => (
          <Card key={story.name} component="figure" variant="outlined" sx={{ m: 0, height: '100%' }}>
            <CardContent>
              <Typography component="blockquote" sx={{ mt: 0, mb: 2, fontStyle: 'italic' }}>
                “{story.text}”
              </Typography>
              <Box component="figcaption" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
                  {story.name[0]}
                </Avatar>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{story.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {story.service}
                  </Typography>
                </Box>
              </Box>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
