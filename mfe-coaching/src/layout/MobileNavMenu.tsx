import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import PhoneIcon from '@mui/icons-material/Phone';
import { telHref } from '@app/contracts';
import { NAV_LINKS } from './navLinks';

interface Props {
  open: boolean;
  phone: string;
  onFollow: (section: string) => (event: MouseEvent) => void;
  onLunar: () => void;
  /** Called once the menu has finished collapsing. */
  onClosed: () => void;
  tourButton: ReactNode;
}

/** SPEC §2: the collapsible mobile menu; every entry closes it (the caller's handlers do). */
export function MobileNavMenu({ open, phone, onFollow, onLunar, onClosed, tourButton }: Props) {
  return (
    <Collapse in={open} id="mobile-menu" unmountOnExit onExited={onClosed}>
      <Divider />
      <List dense aria-label="Mobile menu" sx={{ py: 1 }}>
        <ListItemButton component={RouterLink} to="/lunar-light" onClick={onLunar}>
          <ListItemText primary="Lunar Light" />
        </ListItemButton>
        {NAV_LINKS.map((link) => (
          <ListItemButton key={link.section} component="a" href={`/#${link.section}`} onClick={onFollow(link.section)}>
            <ListItemText primary={link.mobileLabel ?? link.label} />
          </ListItemButton>
        ))}
        <ListItemButton component="a" href={telHref(phone)}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <PhoneIcon color="primary" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={phone} />
        </ListItemButton>
      </List>
      {tourButton && <Box sx={{ px: 2, pb: 2 }}>{tourButton}</Box>}
    </Collapse>
  );
}
