import { addTranslations } from '@sportsbook/ui';
import { useState } from 'react';
import { registerTranslations } from '../i18n/register-translations';
import { LoadState } from '../shared-ui/account-page';
import { useRegistrationOptions } from '../api-calls/registration-options';
import { RegistrationWizard } from './registration-page';

// Loaded when a visitor chooses to join from the login dialog, so its strings come with it.
addTranslations('register', registerTranslations);

/** The join form inside the login dialog: the same steps as /account/join, without leaving the page. */
export default function JoinInDialog({ locale, onJoined }: { locale: string; onJoined: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const options = useRegistrationOptions(attempt);
  return (
    <>
      <LoadState state={options} onRetry={() => setAttempt((n) => n + 1)} />
      {options.status === 'ready' && <RegistrationWizard options={options.data} locale={locale} onJoined={onJoined} />}
    </>
  );
}
