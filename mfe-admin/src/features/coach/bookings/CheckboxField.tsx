import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Visible text; without it, `ariaLabel` names the box. */
  label?: ReactNode;
  ariaLabel?: string;
}

/**
 * The browser's own checkbox in the theme's colour, inside a label that is a full 44 px touch target. The shared MUI
 * set (build-kit's MUI_TIERS) has no Checkbox, and two checkboxes do not justify a new shared module.
 */
export function CheckboxField({ checked, onChange, disabled = false, label, ariaLabel }: Props) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        minWidth: 44,
        justifyContent: label ? 'flex-start' : 'center',
        cursor: disabled ? 'default' : 'pointer',
        color: disabled ? 'text.disabled' : 'text.primary',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        sx={{ width: 20, height: 20, m: 0, accentColor: (t) => t.palette.primary.main, cursor: 'inherit' }}
      />
      {label}
    </Box>
  );
}
