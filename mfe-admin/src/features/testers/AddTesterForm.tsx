import type { FieldErrors } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  ACCESS_LEVELS,
  DEFAULT_ACCESS_LEVEL,
  DEFAULT_TESTER_STATUS,
  FORM_TOASTS,
  TESTER_MESSAGES,
  TESTER_STATUSES,
  VALIDATION_MESSAGES,
  testingUserSchema,
  type TestingUserFormValues,
} from '@app/contracts';
import { errorText, useSchemaForm, useToast } from '@app/web-kit';
import { useAddTesterMutation } from './testersApi';
import { ACCESS_LEVEL_LABELS, STATUS_LABELS } from './labels';

const EMPTY = {
  email: '',
  name: '',
  phone: '',
  accessLevel: DEFAULT_ACCESS_LEVEL,
  status: DEFAULT_TESTER_STATUS,
  notes: '',
};
type TesterInput = typeof EMPTY;

/** SPEC §5 testing-program user form: one tester with access level, status and notes. */
export function AddTesterForm() {
  const [addTester, { isLoading }] = useAddTesterMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(testingUserSchema, { defaultValues: EMPTY });

  const onValid = async (values: TestingUserFormValues) => {
    const result = await addTester(values);
    if ('error' in result && result.error) {
      toast({ title: TESTER_MESSAGES.addFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    toast({ title: TESTER_MESSAGES.added, variant: 'success' });
    reset(EMPTY);
  };

  // §5: a missing e-mail is also announced as a toast ("Email required"), not only under the field.
  const onInvalid = (invalid: FieldErrors<TesterInput>) => {
    if (invalid.email?.message === VALIDATION_MESSAGES.emailRequired) {
      toast({ ...FORM_TOASTS.testerEmailRequired, variant: 'destructive' });
    }
  };

  const field = (name: keyof TestingUserFormValues) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Add a tester"
      onSubmit={handleSubmit(onValid, onInvalid)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField {...field('email')} label="Email" type="email" required autoComplete="off" />
      <TextField {...field('name')} label="Name" autoComplete="off" />
      <TextField {...field('phone')} label="Phone" type="tel" autoComplete="off" />
      <TextField {...field('accessLevel')} select label="Access level" slotProps={{ select: { native: true } }}>
        {ACCESS_LEVELS.map((level) => (
          <option key={level} value={level}>
            {ACCESS_LEVEL_LABELS[level]}
          </option>
        ))}
      </TextField>
      <TextField {...field('status')} select label="Status" slotProps={{ select: { native: true } }}>
        {TESTER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </TextField>
      <TextField {...field('notes')} label="Notes" multiline minRows={2} sx={{ gridColumn: { sm: '1 / -1' } }} />
      <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Adding...' : 'Add User'}
        </Button>
      </Box>
    </Box>
  );
}
