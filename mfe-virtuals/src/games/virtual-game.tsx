import { css } from '@emotion/react';
import { ErrorState, LoadingState, color, useApiData } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSettings } from './get-settings';
import { launchUrl } from './launch-url';

const frame = css`
  width: 100%;
  height: min(75vh, 720px);
  border: 1px solid ${color('border')};
  border-radius: 8px;
  background: ${color('surface')};
`;

/** A third-party game page: the provider's game in a sandboxed iframe. */
export function VirtualGame({ provider = 'kiron' }: { provider?: string }) {
  const { t, i18n } = useTranslation('virtuals');
  const [reload, setReload] = useState(0);
  const state = useApiData(getSettings, [reload]);
  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }
  const url = launchUrl(state.data.partner_product_urls[provider], null, i18n.language);
  if (!url) return <ErrorState>{t('not-configured', { provider })}</ErrorState>;
  return (
    <section aria-labelledby="game-title">
      <h2 id="game-title" css={{ fontSize: 18 }}>
        {t('title', { provider })}
      </h2>
      <iframe
        css={frame}
        src={url}
        title={t('title', { provider })}
        sandbox="allow-scripts allow-forms"
        referrerPolicy="no-referrer"
        loading="lazy"
      />
    </section>
  );
}
