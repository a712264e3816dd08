import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Circle from '@mui/icons-material/Circle';
import CloudOff from '@mui/icons-material/CloudOff';
import type { ChatConnectionStatus } from './useChatSocket';

const LABELS: Record<ChatConnectionStatus, string> = {
  connecting: 'Connecting...',
  connected: 'Connected',
  disconnected: 'Disconnected',
};

/** §4 "Chat connection": connecting (spinner), connected, disconnected. Announced politely as it changes. */
export function ConnectionBadge({ status }: { status: ChatConnectionStatus }) {
  const icon =
    status === 'connecting' ? (
      <CircularProgress size={14} color="inherit" aria-hidden />
    ) : status === 'connected' ? (
      <Circle sx={{ fontSize: 12 }} aria-hidden />
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
