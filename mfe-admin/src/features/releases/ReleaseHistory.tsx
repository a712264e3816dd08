import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReleaseEventDto } from '@app/contracts';
import { formatEtDateTime } from '../common/formatDates';
import { useIsWide } from '../common/useIsWide';
import { ReleaseId } from './ReleaseId';
import { actionText, RELEASE_TEXT, remoteTitle } from './releaseText';

/** The registry's last changes, newest first (as the API sends them): a table at a desk, a list on a phone. */
export function ReleaseHistory({ history }: { history: readonly ReleaseEventDto[] }) {
  const wide = useIsWide();
  if (history.length === 0) return <Typography color="text.secondary">{RELEASE_TEXT.noHistory}</Typography>;
  const key = (e: ReleaseEventDto, i: number) => `${e.at}-${e.remote}-${i}`;
  if (!wide) {
    return (
      <List dense disablePadding aria-label="Release history">
        {history.map((e, i) => (
          <ListItem
            key={key(e, i)}
            disableGutters
            divider
            data-testid="release-event"
            sx={{ alignItems: 'flex-start' }}
          >
            <ListItemText
              primary={
                <>
                  {`${actionText(e)} · ${remoteTitle(e.remote).title} · `}
                  <ReleaseId id={e.releaseId} />
                </>
              }
              secondary={
                <>
                  {`${formatEtDateTime(e.at)} · by ${e.actor}`}
                  {e.previousReleaseId && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      Previous: <ReleaseId id={e.previousReleaseId} />
                    </Typography>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Release history">
        <TableHead>
          <TableRow>
            <TableCell>When (ET)</TableCell>
            <TableCell>Remote</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Release</TableCell>
            <TableCell>Previous</TableCell>
            <TableCell>By</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((e, i) => (
            <TableRow key={key(e, i)} data-testid="release-event">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatEtDateTime(e.at)}</TableCell>
              <TableCell>{remoteTitle(e.remote).title}</TableCell>
              <TableCell>{actionText(e)}</TableCell>
              <TableCell>
                <ReleaseId id={e.releaseId} />
              </TableCell>
              <TableCell>
                <ReleaseId id={e.previousReleaseId} />
              </TableCell>
              <TableCell>{e.actor}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
