import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import { formatDollars, offeredPlanFeatures, type PlanDto } from '@app/contracts';
import { useOfferedVideoPlatforms } from '../booking-shared/useOfferedVideoPlatforms';

interface Props {
  plan: PlanDto;
  selected: boolean;
  onSelect: () => void;
  headingLevel: 'h2' | 'h3';
}

/** A plan card: clicking anywhere selects it (SPEC §2); Premium carries "Most Popular". */
export function PlanCard({ plan, selected, onSelect, headingLevel }: Props) {
  const features = offeredPlanFeatures(plan, useOfferedVideoPlatforms().length > 0);
  return (
    <Card
      variant="outlined"
      data-testid={`plan-${plan.id}`}
      // The whole card is a click target; the button inside is the keyboard path (its click bubbles here).
      onClick={onSelect}
      sx={{
        cursor: 'pointer',
        position: 'relative',
        overflow: 'visible',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : plan.popular ? 'secondary.main' : 'divider',
      }}
    >
      {plan.popular && (
        <Chip
          label="Most Popular"
          color="secondary"
          size="small"
          sx={{ position: 'absolute', top: -12, left: '50%', transform: 'translateX(-50%)', fontWeight: 700 }}
        />
      )}
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h5" component={headingLevel} gutterBottom>
          {plan.name}
        </Typography>
        <Typography component="p" sx={{ mb: 2 }}>
          <Typography component="span" variant="h3" color="primary" sx={{ fontWeight: 700 }}>
            {formatDollars(plan.price)}
          </Typography>
          <Typography component="span" color="text.secondary">
            /month
          </Typography>
        </Typography>
        <List dense>
          {features.map((f) => (
            <ListItem key={f} disableGutters>
              <ListItemIcon sx={{ minWidth: 30 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={f} />
            </ListItem>
          ))}
        </List>
        <Button
          fullWidth
          variant={selected ? 'contained' : 'outlined'}
          aria-pressed={selected}
          aria-label={`${selected ? 'Selected' : 'Select Plan'}: ${plan.name}`}
          sx={{ mt: 2 }}
        >
          {selected ? 'Selected' : 'Select Plan'}
        </Button>
      </CardContent>
    </Card>
  );
}
