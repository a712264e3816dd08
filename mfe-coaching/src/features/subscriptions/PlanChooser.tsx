import Box from '@mui/material/Box';
import { PLAN_LIST, type PlanType } from '@app/contracts';
import { PlanCard } from './PlanCard';

interface Props {
  selected: PlanType | null;
  onSelect: (plan: PlanType) => void;
  headingLevel: 'h2' | 'h3';
}

/** The Standard and Premium cards side by side (stacked on mobile). */
export function PlanChooser({ selected, onSelect, headingLevel }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        maxWidth: 900,
        mx: 'auto',
        pt: 2,
      }}
    >
      {PLAN_LIST.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          selected={selected === plan.id}
          onSelect={() => onSelect(plan.id)}
          headingLevel={headingLevel}
        />
      ))}
    </Box>
  );
}
