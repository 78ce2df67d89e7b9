import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { attemptLogin } from './credentialLogin';

interface LoginFields {
  username: string;
  password: string;
}

const required = (message: string) => (value: string) => value.trim() !== '' || message;

/** 'Login with Credentials': username and password; the server's refusal is shown as it words it. */
export function CredentialLoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFields>({ defaultValues: { username: '', password: '' } });
  const [refusal, setRefusal] = useState('');

  const submit = handleSubmit(async ({ username, password }) => {
    setRefusal('');
    const attempt = await attemptLogin(username, password);
    if (attempt.ok) onLoggedIn();
    else setRefusal(attempt.message);
  });

  const { ref: usernameRef, ...usernameField } = register('username', { validate: required('Username is required.') });
  const { ref: passwordRef, ...passwordField } = register('password', { validate: required('Password is required.') });
  const errorSlot = (shown: boolean) => ({ formHelperText: shown ? { role: 'alert' } : {} });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        {...usernameField}
        inputRef={usernameRef}
        label="Username"
        autoComplete="username"
        required
        error={Boolean(errors.username)}
        helperText={errors.username?.message}
        slotProps={errorSlot(Boolean(errors.username))}
      />
      <TextField
        {...passwordField}
        inputRef={passwordRef}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        slotProps={errorSlot(Boolean(errors.password))}
      />
      {refusal && (
        <Typography role="alert" color="error">
          {refusal}
        </Typography>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log In'}
        </Button>
      </Box>
    </Box>
  );
}
