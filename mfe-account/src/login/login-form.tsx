import { Button, TextField } from '@sportsbook/ui';
import { useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { errorText, form } from '../shared-ui/styles';
import type { Credentials } from '../api-calls/login';
import { savedUsername, validateCredentials } from './credentials';
import type { AccountKey } from '../i18n/account-key';

export interface LoginFormProps {
  busy: boolean;
  /** The failure's message, already in the player's language. */
  error: string | null;
  onSubmit: (credentials: Credentials, remember: boolean) => void;
  onInvalid: (error: AccountKey) => void;
  firstField: RefObject<HTMLInputElement | null>;
}

export function LoginForm({ busy, error, onSubmit, onInvalid, firstField }: LoginFormProps) {
  const { t } = useTranslation('account');
  const [username, setUsername] = useState(() => savedUsername(localStorage));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(username, password);
    if (invalid) onInvalid(invalid);
    else onSubmit({ username: username.trim(), password }, remember);
  };

  return (
    <form onSubmit={submit} noValidate css={form}>
      <TextField
        label={t('username')}
        ref={firstField}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        {t('remember-me')}
      </label>
      {error && (
        <p role="alert" css={errorText}>
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
        {t('login')}
      </Button>
    </form>
  );
}
