import TextField from '@mui/material/TextField';
import { TESTER_MESSAGES, TESTER_STATUSES, type TesterStatus, type TestingUserDto } from '@app/contracts';
import { errorText, useToast } from '@app/web-kit';
import { useUpdateTesterStatusMutation } from './testersApi';
import { STATUS_LABELS } from './labels';

/** SPEC §4: the admin may set any of the four statuses freely. */
export function TesterStatusSelect({ user }: { user: Pick<TestingUserDto, 'id' | 'email' | 'status'> }) {
  const [updateStatus, { isLoading }] = useUpdateTesterStatusMutation();
  const { toast } = useToast();

  const onChange = async (status: TesterStatus) => {
    const result = await updateStatus({ id: user.id, status });
    if ('error' in result && result.error) {
      toast({ title: TESTER_MESSAGES.statusFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    toast({ title: TESTER_MESSAGES.statusUpdated, variant: 'success' });
  };

  return (
    <TextField
      select
      size="small"
      value={user.status}
      disabled={isLoading}
      onChange={(e) => void onChange(e.target.value as TesterStatus)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Status for ${user.email}` } }}
      sx={{ minWidth: 140 }}
    >
      {TESTER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {STATUS_LABELS[status]}
        </option>
      ))}
    </TextField>
  );
}
