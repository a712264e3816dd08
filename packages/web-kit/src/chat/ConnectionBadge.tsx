import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Circle from '@mui/icons-material/Circle';
import CloudOff from '@mui/icons-material/CloudOff';
import DoNotDisturbOn from '@mui/icons-material/DoNotDisturbOnOutlined';
import type { ChatConnectionStatus } from './useChatSocket';

const LABELS: Record<ChatConnectionStatus, string> = {
  connecting: 'Connecting...',
  connected: 'Connected',
  disconnected: 'Disconnected',
  ended: 'Ended',
};

/**
 * §4 "Chat connection": connecting (spinner), connected, disconnected — plus ended (issue 15), which is not a
 * connection problem and so not shown in the error colour. Announced politely as it changes.
 */
export function ConnectionBadge({ status }: { status: ChatConnectionStatus }) {
  const icon =
    status === 'connecting' ? (
      <CircularProgress size={14} color="inherit" aria-hidden />
    ) : status === 'connected' ? (
      <Circle sx={{ fontSize: 12 }} aria-hidden />
    ) : status === 'ended' ? (
      <DoNotDisturbOn fontSize="small" aria-hidden />
    ) : (
      <CloudOff fontSize="small" aria-hidden />
    );
  return (
    <Chip
      role="status"
      aria-live="polite"
      aria-label={`Connection: ${LABELS[status]}`}
      data-status={status}
      size="small"
      variant="outlined"
      color={status === 'connected' ? 'success' : status === 'disconnected' ? 'error' : 'default'}
      icon={icon}
      label={LABELS[status]}
      sx={{ fontWeight: 600, '& .MuiChip-icon': { ml: 1 } }}
    />
  );
}
