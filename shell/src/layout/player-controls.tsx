import { buttonStyle, useBusState } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { BalancePill } from './balance-pill';
import { ProfileMenu } from './profile-menu';
import { desktopOnly } from './visibility';

/** A player's header controls (spec §2): Auto Exclusion under partner integration, the balance, the profile menu. */
export function PlayerControls({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const username = useBusState('session')?.username ?? null;
  return (
    <>
      {currentBrand.autoExclusionUrl && currentBrand.partnerIntegration && (
        <Link to={`/${locale}${currentBrand.autoExclusionUrl}`} css={[buttonStyle, desktopOnly]}>
          {t('auto-exclusion')}
        </Link>
      )}
      <BalancePill locale={locale} />
      <div css={desktopOnly}>
        <ProfileMenu locale={locale} username={username} />
      </div>
    </>
  );
}
