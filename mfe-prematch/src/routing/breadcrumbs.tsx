import { css } from '@emotion/react';
import type { EventPath } from '@sportsbook/contracts';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { countryHref, sportHref, sportsHome } from './paths';

const trail = css`
  font-size: 13px;
  color: ${color('textMuted')};
  ol {
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 4px 0;
  }
  li + li::before {
    content: '›';
    margin-right: 6px;
  }
`;

/** Sports › sport › country › league, each level a link except the current one. */
export function Breadcrumbs({
  sport,
  country,
  league,
}: {
  sport: { id: number; code: string; name: string };
  country?: EventPath;
  league?: EventPath;
}) {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const levels: Array<{ label: string; href: string }> = [
    { label: t('sports'), href: sportsHome(locale) },
    { label: sport.name, href: sportHref(locale, sport) },
  ];
  if (country) levels.push({ label: country.description, href: countryHref(locale, sport, country) });
  if (league) levels.push({ label: league.description, href: '' });
  return (
    <nav css={trail} aria-label={t('breadcrumbs')}>
      <ol>
        {levels.map((level, index) =>
          index === levels.length - 1 ? (
            <li key={level.label} aria-current="page">
              {level.label}
            </li>
          ) : (
            <li key={level.label}>
              <Link to={level.href}>{level.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
