import { LOGGED_OUT, providerTokenField, virtualGamesAvailable } from '@sportsbook/contracts';
import { getBus } from '@sportsbook/bus';
import { Button, ErrorState, LoadingState, useBusState, useOperatorSettings } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useLocation, useParams } from '@sportsbook/routing';
import { GameView } from './game-view';
import { useGameSession } from '../api-calls/game-session';
import { launchUrl } from './launch-url';
import { providerName } from './provider-names';

/**
 * A third-party game page (spec §2): the brand's launch URL for the provider, with the player's
 * game token when logged in, in demo mode for guests where the provider offers one, and a login
 * prompt where it does not.
 */
export function VirtualGame({ provider = 'kiron' }: { provider?: string }) {
  const { t, i18n } = useTranslation('virtuals');
  const { pathname } = useLocation();
  const gameId = useParams()['*'] || undefined;
  const session = useBusState('session') ?? LOGGED_OUT;
  const accountId = session.loggedIn ? session.accountId : null;
  const [reload, setReload] = useState(0);
  const settings = useOperatorSettings();
  const player = useGameSession(accountId, reload);
  const name = providerName(provider);

  if (!virtualGamesAvailable(session.currency)) return <ErrorState>{t('currency-unavailable')}</ErrorState>;
  if (settings === undefined || player.status === 'loading') return <LoadingState label={t('loading')} />;
  // Without the settings there is no launch URL; the shell has already said the site is short of them.
  if (settings === null) return <ErrorState>{t('error')}</ErrorState>;
  if (player.status === 'error') {
    return (
      <ErrorState onRetry={() => setReload((n) => n + 1)} retryLabel={t('retry')}>
        {t('error')}
      </ErrorState>
    );
  }
  // A guest has no wallet yet: the brand's currency is the one they would play in.
  if (!session.loggedIn && !virtualGamesAvailable(settings.currency ?? session.currency)) {
    return <ErrorState>{t('currency-unavailable')}</ErrorState>;
  }
  const urls = settings.partner_product_urls;
  const product = Object.hasOwn(urls, provider) ? urls[provider] : undefined;
  const token = player.data ? player.data[providerTokenField(provider)] : null;
  const url = launchUrl(product, token, i18n.language);
  if (!product || !url) return <ErrorState>{t('not-configured', { provider: name })}</ErrorState>;
  if (!player.data && !product.demo) {
    return (
      <section aria-labelledby="game-title">
        <h1 id="game-title" css={{ fontSize: 18 }}>
          {t('title', { provider: name })}
        </h1>
        <p>{t('login-required', { provider: name })}</p>
        <Button onClick={() => getBus().publish('login/requested', { returnTo: pathname })}>{t('login')}</Button>
      </section>
    );
  }
  return (
    <section aria-labelledby="game-title">
      <h1 id="game-title" css={{ fontSize: 18 }}>
        {t('title', { provider: name })}
      </h1>
      <GameView
        url={url}
        title={t('title', { provider: name })}
        gameId={gameId}
        context={{ locale: i18n.language, currency: session.currency, demo: !player.data }}
      />
    </section>
  );
}
