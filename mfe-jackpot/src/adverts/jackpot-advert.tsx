import { css } from '@emotion/react';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { muted } from '../jackpots/styles';
import { advertLink } from './advert-link';
import { useJackpotAdverts, type JackpotAdvertSlot } from '../api-calls/jackpot-adverts';
import { safeUrl } from './safe-url';

const banner = css`
  margin: 0 0 12px;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: 8px;
  }
`;

/**
 * The operator's advert for a jackpot slot. Adverts are optional decoration: while loading, when
 * the slot is empty or the call fails, nothing is shown and the page is unaffected.
 */
export function JackpotAdvert({ slot }: { slot: JackpotAdvertSlot }) {
  const { i18n } = useTranslation('jackpot');
  const state = useJackpotAdverts(slot);
  const advert = state.status === 'ready' ? state.data.adverts[0] : undefined;
  const src = safeUrl(advert?.attachment_path);
  if (!advert || !src) return null;
  const link = advertLink(advert.link, i18n.language);
  const image = <img src={src} alt={advert.name} width={advert.width_in_pixels} height={advert.height_in_pixels} />;
  return (
    <figure css={banner} data-advert={slot}>
      {!link && image}
      {link?.external && (
        <a href={link.to} target="_blank" rel="noopener noreferrer">
          {image}
        </a>
      )}
      {link && !link.external && <Link to={link.to}>{image}</Link>}
      {advert.show_description && <figcaption css={muted}>{advert.description}</figcaption>}
    </figure>
  );
}
