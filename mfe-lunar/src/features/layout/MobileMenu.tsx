import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { CallButton } from './CallButton';
import type { NavItem } from './useNavItems';

export const MOBILE_MENU_ID = 'lunar-mobile-menu';

/** SPEC §2: the mobile menu mirrors the bar and closes after any selection. */
export function MobileMenu({ open, items, onClose }: { open: boolean; items: NavItem[]; onClose: () => void }) {
  return (
    <Collapse in={open} id={MOBILE_MENU_ID} unmountOnExit>
      <Box component="nav" aria-label="Mobile" sx={{ px: 2, pb: 2 }}>
        <List disablePadding>
          {items.map((item) => {
            const select = () => {
              onClose();
              item.onSelect?.();
            };
            const icon = <ListItemIcon sx={{ minWidth: 36, color: 'secondary.main' }}>{item.icon}</ListItemIcon>;
            return item.href ? (
              <ListItemButton
                key={item.key}
                component={RouterLink}
                to={item.href}
                onClick={select}
                sx={{ borderRadius: '12px' }}
              >
                {icon}
                <ListItemText primary={item.label} />
              </ListItemButton>
            ) : (
              <ListItemButton
                key={item.key}
                onClick={select}
                onPointerDown={item.prefetch}
                onFocus={item.prefetch}
                sx={{ borderRadius: '12px' }}
              >
                {icon}
                <ListItemText primary={item.label} />
              </ListItemButton>
            );
          })}
        </List>
        <Box sx={{ mt: 1 }} onClick={onClose}>
          <CallButton fullWidth />
        </Box>
      </Box>
    </Collapse>
  );
}
