import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BULK_TESTERS_MAX, FORM_TOASTS, TESTER_MESSAGES, bulkTestersSchema, validateWith } from '@app/contracts';
import { errorText, useToast } from '@app/web-kit';
import { useBulkAddTestersMutation } from './testersApi';
import { describeBulkInput } from './bulkFeedback';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** SPEC §5 bulk add, with live feedback on what the pasted text turns into before anything is sent. */
export function BulkAddForm() {
  const [text, setText] = useState('');
  const [bulkAdd, { isLoading }] = useBulkAddTestersMutation();
  const { toast } = useToast();
  const report = describeBulkInput(text);
  const tooMany = report.emails.length > BULK_TESTERS_MAX;
  // The contract's own limit message, so the form and the API's 400 say the same thing.
  const limitCheck = tooMany ? validateWith(bulkTestersSchema, { emails: report.emails }) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (report.emails.length === 0) {
      toast({ ...FORM_TOASTS.noValidEmails, variant: 'destructive' });
      return;
    }
    if (tooMany) return;
    const result = await bulkAdd({ emails: report.emails });
    if ('error' in result && result.error) {
      toast({ title: TESTER_MESSAGES.bulkFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    const { success, failed } = result.data;
    toast({
      title: TESTER_MESSAGES.bulkAdded(success),
      description: failed > 0 ? TESTER_MESSAGES.bulkSomeFailed(failed) : undefined,
      variant: failed > 0 ? 'warning' : 'success',
    });
    setText('');
  };

  const touched = text.trim().length > 0;
  return (
    <Box
      component="form"
      noValidate
      aria-label="Bulk add testers"
      onSubmit={(e) => void onSubmit(e)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <TextField
        label="Email addresses"
        multiline
        minRows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        helperText="One per line, or separated by commas or semicolons."
        slotProps={{ htmlInput: { 'aria-describedby': 'bulk-feedback' } }}
        fullWidth
      />
      <Box id="bulk-feedback" aria-live="polite" sx={{ minHeight: 24 }}>
        {touched && (
          <>
            <Typography
              variant="body2"
              color={report.emails.length ? 'success.main' : 'error.main'}
              sx={{ fontWeight: 600 }}
            >
              {report.emails.length
                ? `${plural(report.emails.length, 'valid email', 'valid emails')} ready to add`
                : FORM_TOASTS.noValidEmails.title}
            </Typography>
            {report.skipped.length > 0 && (
              <Typography variant="body2" color="warning.main" sx={{ wordBreak: 'break-word' }}>
                {`Skipped ${plural(report.skipped.length, 'entry', 'entries')} without "@": ${report.skipped.join(', ')}`}
              </Typography>
            )}
            {report.duplicates > 0 && (
              <Typography variant="body2" color="text.secondary">
                {`${plural(report.duplicates, 'duplicate', 'duplicates')} will be added once`}
              </Typography>
            )}
            {limitCheck && !limitCheck.ok && (
              <Typography variant="body2" color="error.main" role="alert">
                {limitCheck.message}
              </Typography>
            )}
          </>
        )}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading || tooMany}>
          {isLoading ? 'Adding...' : report.emails.length > 1 ? `Add ${report.emails.length} Users` : 'Add Users'}
        </Button>
      </Box>
    </Box>
  );
}
