import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PSYCHIC_SERVICES, SERVICE_MESSAGES, type PsychicServiceDto } from '@app/contracts';
import { publicResource } from '@app/web-kit';
import { LunarSection } from '../layout/LunarSection';
import { SECTION_IDS } from '../layout/sections';
import { ServiceCard } from './ServiceCard';

/**
 * GET /api/psychic-services as a plain read, not through the remote's store: the readings load with the first
 * screen on a phone, and the first screen loads no Redux (issue 31). Retried once, as the store's queries are.
 */
const usePsychicServices = publicResource<PsychicServiceDto[]>('api/psychic-services');

// Flex rather than grid so the tenth reading sits centred under the rows instead of alone at the left.
const grid = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 3,
  '& > *': { flex: { xs: '1 1 100%', sm: '0 1 calc(50% - 12px)', lg: '0 1 calc(33.333% - 16px)' } },
} as const;

/**
 * The readings from GET /api/psychic-services, each with its payment dropdown and booking buttons. Until the API
 * answers, the same catalogue as built (the list the API serves) is shown, so the server's HTML and a slow phone
 * show every reading with its price at once; the API's answer replaces it when it arrives.
 */
export function ServicesSection() {
  const { data, isLoading, error, refetch } = usePsychicServices();
  const isError = !!error;
  const services = data ?? PSYCHIC_SERVICES;
  return (
    <LunarSection
      id={SECTION_IDS.services}
      eyebrow="Readings"
      title="Psychic Services"
      intro="Choose the reading that fits your question. Every session is private, and you pay the way that suits you."
    >
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={refetch}>
              Retry
            </Button>
          }
        >
          {SERVICE_MESSAGES.error(error?.message ?? 'Request failed')}
        </Alert>
      ) : (
        <Box sx={grid} aria-busy={isLoading}>
          {services.map((s) => (
            <ServiceCard key={s.id} service={s} />
          ))}
        </Box>
      )}
    </LunarSection>
  );
}
