import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { NavItem } from './useNavItems';
import { NARROW_DESKTOP } from './sections';

/** One nav entry as the desktop bar shows it: a router link or an action button with the same look. */
export function NavItemButton({ item }: { item: NavItem }) {
  const common = {
    color: 'inherit' as const,
    startIcon: item.icon,
    sx: {
      whiteSpace: 'nowrap',
      '&:hover': { color: 'secondary.main' },
      [NARROW_DESKTOP]: { '& .MuiButton-startIcon': { display: 'none' } },
    },
  };
  return item.href ? (
    <Button component={RouterLink} to={item.href} {...common}>
      {item.label}
    </Button>
  ) : (
    <Button onClick={item.onSelect} onPointerEnter={item.prefetch} onFocus={item.prefetch} {...common}>
      {item.label}
    </Button>
  );
}
