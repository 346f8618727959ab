import { css } from '@emotion/react';
import { color, CONTENT_FRESH_MS, useServerData, useBusState } from '@sportsbook/ui';
import { Link } from '@sportsbook/routing';
import type { Advert } from '@sportsbook/contracts';
import { ANONYMOUS, advertVisible, audiencePlayerOf, needsAccountInfo, type AudiencePlayer } from './advert-audience';
import { fetchAccountInfo, fetchAdvert } from './fetch-advert';
import { ResizedImage } from './resized-image';
import { isSafeUrl } from './sanitize-html';

/** Spec §2: the advert panel is 280 px wide. */
const panel = css`
  width: 280px;
  max-width: 100%;
  margin: 12px auto;
  color: ${color('textMuted')};
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

/**
 * The player as the advert's audience rule needs them: logged in or not, and for the audiences about
 * deposits, bets and joining, their account info, asked for only when such an advert arrives.
 */
function useAudiencePlayer(advert: Advert | null): AudiencePlayer | null {
  const session = useBusState('session');
  const accountId = session?.loggedIn ? session.accountId : null;
  const needsInfo = accountId !== null && advert !== null && needsAccountInfo(advert.audience);
  // A deposit or a bet moves the balance and may change the audience: read the info again then.
  const balance = useBusState('wallet/balance')?.balance;
  const info = useServerData(['account-info', accountId, balance], (signal) => fetchAccountInfo(accountId ?? '', signal), {
    enabled: needsInfo,
    freshMs: CONTENT_FRESH_MS,
  });
  if (!session?.loggedIn) return ANONYMOUS;
  if (!needsInfo) return { ...ANONYMOUS, loggedIn: true };
  return info.status === 'ready' ? audiencePlayerOf(info.data, Date.now()) : null;
}

export function AdvertSlot({ id, locale }: { id: number; locale: string }) {
  const session = useBusState('session');
  const loggedIn = session?.loggedIn ?? false;
  const advert = useServerData(
    ['advert', id, loggedIn],
    (signal) => fetchAdvert(id, loggedIn ? 'logged_in' : 'logged_out', session?.username ?? null, signal),
    { freshMs: CONTENT_FRESH_MS },
  );
  // An answer without an advert (an empty or broken body) shows nothing rather than breaking the frame.
  const ad = advert.status === 'ready' && advert.data ? advert.data : null;
  const player = useAudiencePlayer(ad);
  if (!ad || !player) return null;
  if (!advertVisible(ad.audience, player, Date.now()) || !isSafeUrl(ad.link)) return null;
  const image = <ResizedImage path={ad.attachment_path} width={ad.width_in_pixels} height={ad.height_in_pixels} alt={ad.name} />;
  return (
    <aside css={panel} data-testid="advert" aria-label={ad.name}>
      {ad.link.startsWith('/') ? (
        <Link to={`/${locale}${ad.link}`}>{image}</Link>
      ) : (
        <a href={ad.link} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      )}
      {ad.show_description && <p>{ad.description}</p>}
    </aside>
  );
}
