import { css } from '@emotion/react';
import { buttonStyle, color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
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

/** /maintenance and /blocked (spec §2): a plain page the player can retry from. */
export function StatusPage({ kind }: { kind: 'maintenance' | 'blocked' }) {
  const { t } = useTranslation('shell');
  return (
    <section css={box} aria-labelledby="status-title">
      <h1 id="status-title" css={pageHeading}>
        {t(`${kind}-title`)}
      </h1>
      <p>{t(`${kind}-text`)}</p>
      <button type="button" css={buttonStyle} onClick={() => window.location.reload()}>
        {t('try-again')}
      </button>
    </section>
  );
}
