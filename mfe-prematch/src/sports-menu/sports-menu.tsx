import { css } from '@emotion/react';
import { PSEUDO_SPORT } from '@sportsbook/contracts';
import { color } from '@sportsbook/ui';
import { useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { NavLink, useLocation, useParams } from '@sportsbook/routing';
import type { CountryNode, SportNode } from '../catalogue/sports-tree';
import { useSportsTree } from '../catalogue/use-sports-tree';
import { useFavouriteIds } from '../favourites/favourites-store';
import { CatalogueState } from '../pages/catalogue-state';
import { countryHref, leagueHref, pseudoSportHref, sportHref, sportsHome } from '../routing/paths';

export type SportsMenuVariant = 'desktop' | 'mobile';

const menu = (variant: SportsMenuVariant) => css`
  background: ${color('surface')};
  border-radius: ${variant === 'desktop' ? '8px' : '0'};
  padding: 8px 0;
  font-size: ${variant === 'desktop' ? '14px' : '16px'};
  h2 {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${color('textMuted')};
    margin: 12px 12px 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    flex: 1;
    min-width: 0;
    display: flex;
    justify-content: space-between;
    gap: 8px;
    align-items: center;
    min-height: ${variant === 'desktop' ? '36px' : '44px'};
    padding: 0 12px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    color: ${color('accent')};
    font-weight: 600;
  }
  a:focus-visible,
  button:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: -2px;
  }
`;

const row = css`
  display: flex;
  align-items: center;
`;

const nested = css`
  padding-left: 12px !important;
  border-left: 1px solid ${color('border')};
  margin-left: 12px !important;
`;

const count = css`
  color: ${color('textMuted')};
  font-variant-numeric: tabular-nums;
  font-size: 0.85em;
`;

const disclosure = css`
  min-width: 44px;
  min-height: 36px;
  border: none;
  background: none;
  color: ${color('textMuted')};
  cursor: pointer;
  &[aria-expanded='true'] span {
    display: inline-block;
    transform: rotate(90deg);
  }
`;

function Entry({ to, label, total, onNavigate }: { to: string; label: string; total?: number; onNavigate?: () => void }) {
  return (
    <NavLink to={to} end onClick={onNavigate}>
      <span>{label}</span>
      {total !== undefined && <span css={count}>{total}</span>}
    </NavLink>
  );
}

function Disclosure({ expanded, label, onToggle }: { expanded: boolean; label: string; onToggle: () => void }) {
  return (
    <button type="button" css={disclosure} aria-expanded={expanded} aria-label={label} onClick={onToggle}>
      <span aria-hidden="true">›</span>
    </button>
  );
}

function CountryItem({ sport, country, onNavigate }: { sport: SportNode; country: CountryNode; onNavigate?: () => void }) {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const [open, setOpen] = useState(false);
  return (
    <li>
      <div css={row}>
        <Entry to={countryHref(locale, sport, country.path)} label={country.name} total={country.count} onNavigate={onNavigate} />
        <Disclosure expanded={open} label={t('show-leagues', { name: country.name })} onToggle={() => setOpen(!open)} />
      </div>
      {open && (
        <ul css={nested}>
          {country.leagues.map((league) => (
            <li key={league.path.id}>
              <Entry
                to={leagueHref(locale, sport, country.path, league.path)}
                label={league.path.description}
                total={league.count}
                onNavigate={onNavigate}
              />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function SportItem({ sport, initiallyOpen, onNavigate }: { sport: SportNode; initiallyOpen: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <li>
      <div css={row}>
        <Entry to={sportHref(locale, sport)} label={sport.name} total={sport.count} onNavigate={onNavigate} />
        <Disclosure expanded={open} label={t('show-countries', { name: sport.name })} onToggle={() => setOpen(!open)} />
      </div>
      {open && (
        <ul css={nested}>
          {sport.countries.map((country) => (
            <CountryItem key={country.path.id} sport={sport} country={country} onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The left menu (desktop) or side menu (mobile): pseudo-sports, quick links, then sports › countries › leagues. */
export function SportsMenu({ variant, onNavigate }: { variant: SportsMenuVariant; onNavigate?: () => void }) {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const { pathname } = useLocation();
  const tree = useSportsTree();
  const favourites = useFavouriteIds();
  const current = pathname.split('/')[3];
  return (
    <nav css={menu(variant)} aria-label={t('sports-menu')} data-variant={variant}>
      <ul>
        {[
          { to: pseudoSportHref(locale, PSEUDO_SPORT.homepage), label: t('homepage') },
          { to: pseudoSportHref(locale, PSEUDO_SPORT.favourites), label: t('favourites'), total: favourites.length },
          { to: pseudoSportHref(locale, PSEUDO_SPORT.jackpot), label: t('jackpot') },
          { to: sportsHome(locale), label: t('calendar') },
          { to: `${sportsHome(locale)}/fixtures`, label: t('fixtures') },
          { to: `${sportsHome(locale)}/competitions`, label: t('competitions') },
          { to: `${sportsHome(locale)}/outrights`, label: t('outrights') },
        ].map((entry) => (
          <li key={entry.to}>
            <Entry to={entry.to} label={entry.label} total={entry.total} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      <h2>{t('sports')}</h2>
      <CatalogueState />
      <ul>
        {tree.map((sport) => (
          <SportItem
            key={sport.id}
            sport={sport}
            initiallyOpen={current === `${sport.id}-${sport.code}`}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}
