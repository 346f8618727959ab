import type { EventPath } from '@sportsbook/contracts';
import { useTranslation } from '@sportsbook/translation';
import { useParams } from '@sportsbook/routing';
import { useSportsTree } from '../catalogue/use-sports-tree';
import { CouponPage } from '../coupon/coupon-page';
import { Breadcrumbs } from '../routing/breadcrumbs';
import { countryNameFromSlug, leadingId, parseSportKey } from '../routing/paths';
import { NotFound } from './not-found';

/** /sports/{id}-{CODE}[/{country}[/{league}]]: the coupon of the deepest path in the URL. */
export function SportPage() {
  const { t } = useTranslation('prematch');
  const { sportKey, countryKey, leagueKey } = useParams();
  const tree = useSportsTree();
  const sport = parseSportKey(sportKey);
  const countryId = leadingId(countryKey);
  const leagueId = leadingId(leagueKey);
  if (!sport || (countryKey && countryId === null) || (leagueKey && leagueId === null)) return <NotFound />;
  const sportNode = tree.find((s) => s.id === sport.id);
  const countryNode = sportNode?.countries.find((c) => c.path.id === countryId);
  const leagueNode = countryNode?.leagues.find((l) => l.path.id === leagueId);
  const sportPath: EventPath = { id: sport.id, description: sportNode?.name ?? sport.code, slug: '' };
  const countryPath: EventPath | undefined = countryKey
    ? (countryNode?.path ?? { id: countryId ?? 0, description: countryNameFromSlug(countryKey), slug: countryKey })
    : undefined;
  const leaguePath: EventPath | undefined = leagueKey
    ? (leagueNode?.path ?? { id: leagueId ?? 0, description: countryNameFromSlug(leagueKey), slug: leagueKey })
    : undefined;
  const title = leaguePath?.description ?? countryPath?.description ?? sportPath.description;
  return (
    <CouponPage
      title={title}
      listLabel={t('events-of', { name: title })}
      scope={{ eventPathIds: String(leagueId ?? countryId ?? sport.id), sortByEventpath: true }}
      groupBy="league"
    >
      <Breadcrumbs sport={{ ...sport, name: sportPath.description }} country={countryPath} league={leaguePath} />
    </CouponPage>
  );
}
