import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { formatDollars, type ServiceDto } from '@app/contracts';
import { SERVICE_TYPE_DETAILS, durationLabel } from './serviceDetails';

/** One service: icon, price in whole dollars, duration, description, four benefits, and the way to book it. */
export function ServiceCard({ service }: { service: ServiceDto }) {
  const details = SERVICE_TYPE_DETAILS[service.type] ?? SERVICE_TYPE_DETAILS.strategy;
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="service-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ color: 'primary.main', mb: 1 }} aria-hidden>
          {details.icon}
        </Box>
        <Typography variant="h6" component="h3" gutterBottom>
          {service.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
            {formatDollars(service.price)}
          </Typography>
          {/* A clock only where there is a duration: a "Chat" service has none (issue 16). */}
          <Chip
            size="small"
            icon={service.duration > 0 ? <ScheduleIcon /> : undefined}
            label={durationLabel(service.duration)}
          />
        </Box>
        <Typography color="text.secondary">{service.description}</Typography>
        <List dense aria-label={`What ${service.name} includes`} sx={{ mt: 1 }}>
          {details.benefits.map((benefit) => (
            <ListItem key={benefit} disableGutters sx={{ py: 0.25 }}>
              <ListItemIcon sx={{ minWidth: 30 }}>
                <CheckIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={benefit} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {/* SPEC §2: the button goes to /booking without passing the chosen service. */}
        <Button component={RouterLink} to="/booking" variant="contained" fullWidth>
          Book This Service
        </Button>
      </CardActions>
    </Card>
  );
}
