import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';

/**
 * What a visitor sees when the address already has an account: the same words whether it has or
 * not, since its owner is the one emailed.
 */
export function CheckEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation('register');
  return (
    <section role="status" aria-labelledby="join-check-email">
      <h2 id="join-check-email" css={{ margin: 0, fontSize: 18 }}>
        {t('join-check-email-title')}
      </h2>
      <p>{t('join-check-email-text', { email })}</p>
    </section>
  );
}

/** Free usernames the API offered for one that is not available; choosing one fills the field. */
export function UsernameSuggestions({ names, onChoose }: { names: readonly string[]; onChoose: (name: string) => void }) {
  const { t } = useTranslation('register');
  if (names.length === 0) return null;
  return (
    <div role="group" aria-label={t('join-username-suggestions')} css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Button key={name} onClick={() => onChoose(name)}>
          {t('join-use-username', { name })}
        </Button>
      ))}
    </div>
  );
}
