import { css } from '@emotion/react';
import { Button, color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { useParams } from '@sportsbook/routing';
import { pageHeading } from './page-heading';

const box = css`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px;
  text-align: center;
  border: 1px solid ${color('border')};
  border-radius: 12px;
  background: ${color('surface')};
`;

/**
 * /maintenance and /blocked (spec §2): a plain page the player can retry from. Trying again loads
 * the home page afresh: reloading this page would show it again even once the site is back, and a
 * site still down redirects its first call here again.
 */
export function StatusPage({ kind }: { kind: 'maintenance' | 'blocked' }) {
  const { t } = useTranslation('shell');
  const { locale = 'en' } = useParams();
  return (
    <section css={box} aria-labelledby="status-title">
      <h1 id="status-title" css={pageHeading}>
        {t(`${kind}-title`)}
      </h1>
      <p>{t(`${kind}-text`)}</p>
      <Button onClick={() => window.location.assign(`/${locale}/`)}>{t('try-again')}</Button>
    </section>
  );
}
