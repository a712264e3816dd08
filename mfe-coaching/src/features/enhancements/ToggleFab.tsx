import type { ReactNode } from 'react';
import Fab from '@mui/material/Fab';

interface Props {
  on: boolean;
  onToggle: () => void;
  /** What a press does next ("Use large text"): the accessible name and the tooltip. */
  label: string;
  /** data-widget, the name the layout and the tests find it by. */
  widget: string;
  children: ReactNode;
}

/** A floating on/off button of the enhancements: aria-pressed says what is on now, the label what a press does. */
export function ToggleFab({ on, onToggle, label, widget, children }: Props) {
  return (
    <Fab
      size="small"
      color={on ? 'primary' : 'default'}
      aria-label={label}
      title={label}
      aria-pressed={on}
      onClick={onToggle}
      data-widget={widget}
    >
      {children}
    </Fab>
  );
}
