import { Button } from '@sportsbook/ui';
import { useId } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { form } from '../shared-ui/styles';

/** The brand that allows one session per player asks before a login ends the other sessions (spec §4). */
export function SingleSessionConfirm({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('account');
  const textId = useId();
  return (
    <div css={form} role="group" aria-labelledby={textId}>
      <p id={textId} css={{ margin: 0 }}>
        {t('single-session-text')}
      </p>
      <Button variant="primary" onClick={onConfirm}>
        {t('single-session-continue')}
      </Button>
      <Button onClick={onCancel}>{t('cancel')}</Button>
    </div>
  );
}
