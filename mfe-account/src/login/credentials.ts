/** Spec §5: trimmed username and password are both required. */
export function validateCredentials(username: string, password: string): 'error-invalid-login-credentials' | null {
  return username.trim() && password.trim() ? null : 'error-invalid-login-credentials';
}

const SAVED_USERNAME_KEY = 'sb.savedUsername';

/** Spec §4/§5: remember me (on by default) saves the trimmed username for the next visit. */
export function rememberUsername(storage: Storage, username: string, remember: boolean): void {
  if (remember) storage.setItem(SAVED_USERNAME_KEY, username.trim());
  else storage.removeItem(SAVED_USERNAME_KEY);
}

export const savedUsername = (storage: Storage): string => storage.getItem(SAVED_USERNAME_KEY) ?? '';
