import { css } from '@emotion/react';
import { EmptyState, color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { useCatalogueStatus } from '../catalogue/catalogue-store';
import { useSportsTree } from '../catalogue/use-sports-tree';
import { leagueHref } from '../routing/paths';
import { CatalogueState } from './catalogue-state';

const heading = css`
  font-size: 20px;
  margin: 16px 0 8px;
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 12px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: flex;
    justify-content: space-between;
    padding: 8px 0;
    min-height: 36px;
  }
`;

const sportBox = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 8px 12px;
  h2 {
    font-size: 16px;
    margin: 4px 0;
  }
`;

const count = css`
  color: ${color('textMuted')};
`;

/** /sports/competitions: every league of every sport, by country, with its event count. */
export function CompetitionsPage() {
  const { t } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  const tree = useSportsTree();
  const status = useCatalogueStatus();
  return (
    <section aria-label={t('competitions')}>
      <h1 css={heading}>{t('competitions')}</h1>
      <CatalogueState />
      {status === 'ready' && tree.length === 0 && <EmptyState>{t('no-events')}</EmptyState>}
      <div css={grid}>
        {tree.map((sport) => (
          <section key={sport.id} css={sportBox} aria-label={sport.name}>
            <h2>{sport.name}</h2>
            <ul>
              {sport.countries.flatMap((country) =>
                country.leagues.map((league) => (
                  <li key={league.path.id}>
                    <Link to={leagueHref(locale, sport, country.path, league.path)}>
                      <span>
                        {country.name} · {league.path.description}
                      </span>
                      <span css={count}>{league.count}</span>
                    </Link>
                  </li>
                )),
              )}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
