import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { TESTER_MESSAGES, type TestingUserDto } from '@app/contracts';
import { errorText, useToast } from '@app/web-kit';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useDeleteTesterMutation } from './testersApi';

export function DeleteTesterButton({ user }: { user: Pick<TestingUserDto, 'id' | 'email'> }) {
  const [open, setOpen] = useState(false);
  const [deleteTester, { isLoading }] = useDeleteTesterMutation();
  const { toast } = useToast();

  const onConfirm = async () => {
    const result = await deleteTester(user.id);
    setOpen(false);
    if ('error' in result && result.error) {
      toast({ title: TESTER_MESSAGES.deleteFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    toast({ title: TESTER_MESSAGES.deleted, variant: 'success' });
  };

  const label = `Delete ${user.email}`;
  return (
    <>
      <Tooltip title="Delete">
        <IconButton aria-label={label} onClick={() => setOpen(true)} color="error">
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={open}
        title="Delete this tester?"
        message={`${user.email} will be removed from the alpha program. This cannot be undone.`}
        confirmLabel="Delete"
        busy={isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
