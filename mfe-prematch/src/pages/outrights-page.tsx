import { css } from '@emotion/react';
import { EmptyState, color } from '@sportsbook/ui';
import { useMemo } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { useCatalogueEvents, useCatalogueStatus } from '../catalogue/catalogue-store';
import { useSportsTree } from '../catalogue/use-sports-tree';
import { couponSections } from '../coupon/coupon-sections';
import { StartTime } from '../coupon/start-time';
import { eventHref } from '../routing/paths';
import { CatalogueState } from './catalogue-state';

const heading = css`
  font-size: 20px;
  margin: 16px 0 8px;
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${color('surface')};
  border-radius: 8px;
  h2 {
    font-size: 14px;
    margin: 0;
    padding: 8px 12px;
    background: ${color('surfaceRaised')};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li li a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 12px;
    border-bottom: 1px solid ${color('border')};
  }
`;

/** /sports/outrights: every outright market in the book, by sport; each opens its event page. */
export function OutrightsPage() {
  const { t, i18n } = useTranslation('prematch');
  const { locale = 'en' } = useParams();
  useSportsTree();
  const events = useCatalogueEvents();
  const status = useCatalogueStatus();
  const sections = useMemo(
    () =>
      couponSections(
        events.filter((event) => event.isOutright),
        'sport',
      ),
    [events],
  );
  return (
    <section aria-label={t('outrights')}>
      <h1 css={heading}>{t('outrights')}</h1>
      <CatalogueState />
      {status === 'ready' && sections.length === 0 && <EmptyState>{t('no-events')}</EmptyState>}
      {sections.length > 0 && (
        <ul css={list} aria-label={t('outrights')}>
          {sections.map((section) => (
            <li key={section.key}>
              <h2>{section.title}</h2>
              <ul aria-label={section.title}>
                {section.events.map((event) => (
                  <li key={event.id}>
                    <Link to={eventHref(locale, event)}>
                      <span>{event.description}</span>
                      <StartTime iso={event.startTime} locale={i18n.language} />
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
