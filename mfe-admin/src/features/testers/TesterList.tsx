import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TestingUserDto } from '@app/contracts';
import { useIsWide } from '../common/useIsWide';
import { formatShortDate } from '../common/formatDates';
import { visuallyHidden } from '@app/web-kit';
import { ACCESS_LEVEL_LABELS } from './labels';
import { TesterStatusSelect } from './TesterStatusSelect';
import { DeleteTesterButton } from './DeleteTesterButton';

/** The testers as a table on wide screens and as cards below 768 px. */
export function TesterList({ users }: { users: readonly TestingUserDto[] }) {
  const wide = useIsWide();
  if (users.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        No testers yet. Add one above, or paste a list into Bulk add.
      </Typography>
    );
  }
  if (!wide) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Testers">
        {users.map((u) => (
          <Paper component="li" key={u.id} variant="outlined" sx={{ p: 2 }} data-testid="tester-row">
            <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{u.email}</Typography>
            {u.name && <Typography color="text.secondary">{u.name}</Typography>}
            <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
              <Chip size="small" label={ACCESS_LEVEL_LABELS[u.accessLevel]} />
              <Chip
                size="small"
                variant="outlined"
                label={u.totalSessions === 1 ? '1 session' : `${u.totalSessions} sessions`}
              />
              <Chip size="small" variant="outlined" label={`Added ${formatShortDate(u.createdAt)}`} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <TesterStatusSelect user={u} />
              <DeleteTesterButton user={u} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Testers">
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Access</TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Sessions</TableCell>
            <TableCell>Added</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id} hover data-testid="tester-row">
              <TableCell sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{u.email}</TableCell>
              <TableCell>{u.name ?? '—'}</TableCell>
              <TableCell>{ACCESS_LEVEL_LABELS[u.accessLevel]}</TableCell>
              <TableCell>
                <TesterStatusSelect user={u} />
              </TableCell>
              <TableCell align="right">{u.totalSessions}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(u.createdAt)}</TableCell>
              <TableCell align="right">
                <DeleteTesterButton user={u} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
