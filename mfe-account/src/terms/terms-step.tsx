import { Button } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { form, mutedText } from '../shared-ui/styles';

/** The terms-of-use popup (spec §4): the player accepts or declines the current document. */
export function TermsStep({
  fileName,
  busy,
  onAccept,
  onDecline,
}: {
  fileName: string | null;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <div css={form} role="group" aria-label={t('terms-title')}>
      <h3 css={{ margin: 0, fontSize: 17 }}>{t('terms-title')}</h3>
      <p css={{ margin: 0 }}>{t('terms-text')}</p>
      {fileName && <p css={mutedText}>{t('terms-document', { fileName })}</p>}
      <Button variant="primary" disabled={busy} onClick={onAccept}>
        {t('terms-accept')}
      </Button>
      <Button disabled={busy} onClick={onDecline}>
        {t('terms-decline')}
      </Button>
    </div>
  );
}
