import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Logout from '@mui/icons-material/Logout';
import { errorText, useToast } from '@app/web-kit';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/store';
import { useSignOutMutation } from '../auth/authApi';
import { SIGN_IN_PATH } from '../auth/paths';
import { SIGN_IN_MESSAGES } from '../auth/signInMessages';

export function SignOutButton() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { toast } = useToast();

  const onClick = async () => {
    const result = await signOut();
    if ('error' in result && result.error) {
      toast({ title: SIGN_IN_MESSAGES.signOutFailed, description: errorText(result.error), variant: 'destructive' });
      return;
    }
    void navigate(SIGN_IN_PATH, { replace: true });
    // Forget the session answer and every admin list: nothing of the console stays in memory after sign-out.
    dispatch(api.util.resetApiState());
  };

  return (
    <Button color="inherit" onClick={() => void onClick()} disabled={isLoading} startIcon={<Logout />}>
      Sign out
    </Button>
  );
}
