import { css } from '@emotion/react';
import { buttonStyle, color, mq } from '@sportsbook/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticate } from './authenticate';
import { loginErrorKey, validateCredentials } from './login-error';

const SAVED_USERNAME_KEY = 'sb.savedUsername';

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgba(0, 0, 0, 0.6);
  display: flex;
  align-items: center;
  justify-content: center;
`;

const dialog = css`
  background: ${color('surface')};
  color: ${color('text')};
  width: 100%;
  height: 100%;
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${mq.desktop} {
    width: 408px;
    height: 448px;
    border-radius: 12px;
  }
`;

const field = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  input[type='text'],
  input[type='password'] {
    min-height: 40px;
    padding: 6px 10px;
    border-radius: 6px;
    border: 1px solid ${color('border')};
    background: ${color('background')};
    color: ${color('text')};
    font: inherit;
  }
`;

export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('account');
  const titleId = useId();
  const [username, setUsername] = useState(() => localStorage.getItem(SAVED_USERNAME_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    firstField.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCredentials(username, password);
    setError(invalid);
    if (invalid) return;
    if (remember) localStorage.setItem(SAVED_USERNAME_KEY, username.trim());
    else localStorage.removeItem(SAVED_USERNAME_KEY);
    setBusy(true);
    try {
      await authenticate(i18n.language, username, password);
    } catch (failure) {
      setError(loginErrorKey(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={backdrop}>
      <div css={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <h2 id={titleId} css={{ margin: 0, fontSize: 20 }}>
            {t('login')}
          </h2>
          <button type="button" css={buttonStyle} onClick={onClose} aria-label={t('close')}>
            ×
          </button>
        </div>
        <form onSubmit={submit} noValidate css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <label css={field}>
            {t('username')}
            <input
              ref={firstField}
              type="text"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          <label css={field}>
            {t('password')}
            <input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('remember-me')}
          </label>
          {error && (
            <p role="alert" css={{ color: 'var(--sb-danger)', margin: 0 }}>
              {t(error)}
            </p>
          )}
          <button
            type="submit"
            css={[buttonStyle, { background: 'var(--sb-accent)', color: 'var(--sb-accentText)' }]}
            disabled={busy}
          >
            {t('login')}
          </button>
        </form>
      </div>
    </div>
  );
}
