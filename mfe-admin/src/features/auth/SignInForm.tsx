import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useSignInMutation } from './authApi';
import { AUTH_MESSAGES, signInSchema } from '@app/contracts';
import { errorText, useSchemaForm } from '@app/web-kit';
import { SIGN_IN_MESSAGES } from './signInMessages';

interface Values {
  password: string;
}
const EMPTY: Values = { password: '' };

/** The admin password form; `onSignedIn` runs once the server has set the session cookie. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [signIn, { isLoading }] = useSignInMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
    setFocus,
  } = useSchemaForm(signInSchema, { defaultValues: EMPTY });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await signIn({ password });
    if ('error' in result && result.error) {
      setFailure(
        errorText(result.error, {
          fallback: SIGN_IN_MESSAGES.failed,
          byCode: { INVALID_PASSWORD: AUTH_MESSAGES.invalidPassword, RATE_LIMITED: SIGN_IN_MESSAGES.tooManyAttempts },
        }),
      );
      setFocus('password');
      return;
    }
    onSignedIn();
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label="Admin sign in">
      {/* Lets password managers file the password under a name; the server only checks the password. */}
      <input type="text" name="username" value="admin" autoComplete="username" readOnly hidden />
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        {...register('password')}
        label="Admin password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        // The page's one field and its only purpose: a coach opening the console types the password at once.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        fullWidth
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  onClick={() => setShowPassword((s) => !s)}
                  edge="end"
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={isLoading}>
        {isLoading ? 'Signing in...' : 'Sign in'}
      </Button>
    </Stack>
  );
}
