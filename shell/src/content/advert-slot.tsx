import { css } from '@emotion/react';
import { color, CONTENT_FRESH_MS, useServerData, useBusState } from '@sportsbook/ui';
import { Link } from '@sportsbook/routing';
import { advertVisible } from './advert-audience';
import { fetchAdvert } from './fetch-advert';
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

export function AdvertSlot({ id, locale }: { id: number; locale: string }) {
  const session = useBusState('session');
  const loggedIn = session?.loggedIn ?? false;
  const advert = useServerData(
    ['advert', id, loggedIn],
    (signal) => fetchAdvert(id, loggedIn ? 'logged_in' : 'logged_out', session?.username ?? null, signal),
    { freshMs: CONTENT_FRESH_MS },
  );
  // An answer without an advert (an empty or broken body) shows nothing rather than breaking the frame.
  if (advert.status !== 'ready' || !advert.data) return null;
  const ad = advert.data;
  // Account details are the account remote's; without them only the audiences that need none can show.
  const player = { loggedIn, nonBettor: false, nonDepositor: false, firstLoginTime: null, justRegistered: false };
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
