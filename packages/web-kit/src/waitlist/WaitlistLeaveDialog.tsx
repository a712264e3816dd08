import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatLongDate, WAITLIST_MESSAGES, WAITLIST_QUERY, type WaitlistEntryDto } from '@app/contracts';
import { useToast } from '../feedback/useToast';

type State = { kind: 'closed' } | { kind: 'asking'; entry: WaitlistEntryDto } | { kind: 'invalid' };

const unsubscribeUrl = (token: string) =>
  `${window.location.origin}/api/waitlist/unsubscribe/${encodeURIComponent(token)}`;

/**
 * The waitlist e-mails' "Stop these e-mails" link opens the booking page with `?leave-waitlist=<token>`: this asks
 * before it acts (mail scanners open links), then leaves the list. The token leaves the address bar either way.
 */
export function WaitlistLeaveDialog() {
  const [search, setSearch] = useSearchParams();
  const token = search.get(WAITLIST_QUERY.leave);
  const [state, setState] = useState<State>({ kind: 'closed' });
  const { toast } = useToast();

  useEffect(() => {
    if (!token) return;
    let live = true;
    void fetch(unsubscribeUrl(token), { credentials: 'include' })
      .then(async (res) => (res.ok ? ((await res.json()) as WaitlistEntryDto) : null))
      .catch(() => null)
      .then((entry) => {
        if (live) setState(entry ? { kind: 'asking', entry } : { kind: 'invalid' });
      });
    return () => {
      live = false;
    };
  }, [token]);

  const close = () => {
    setState({ kind: 'closed' });
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(WAITLIST_QUERY.leave);
        return next;
      },
      { replace: true },
    );
  };
  const leave = async () => {
    if (!token) return;
    const res = await fetch(unsubscribeUrl(token), { method: 'POST', credentials: 'include' }).catch(() => null);
    toast(
      res?.ok
        ? { title: WAITLIST_MESSAGES.left, variant: 'success' }
        : { title: WAITLIST_MESSAGES.linkInvalid, variant: 'destructive' },
    );
    close();
  };

  if (state.kind === 'closed') return null;
  return (
    <Dialog open onClose={close} aria-labelledby="waitlist-leave-title" maxWidth="xs">
      <DialogTitle id="waitlist-leave-title">
        {state.kind === 'asking' ? WAITLIST_MESSAGES.leaveTitle : WAITLIST_MESSAGES.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {state.kind === 'asking'
            ? `You asked us to e-mail you if a time opens on ${formatLongDate(state.entry.date)}.`
            : WAITLIST_MESSAGES.linkInvalid}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{state.kind === 'asking' ? 'Keep me on the list' : 'Close'}</Button>
        {state.kind === 'asking' && (
          <Button variant="contained" onClick={() => void leave()}>
            {WAITLIST_MESSAGES.leave}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
