import { useTranslation } from '@sportsbook/translation';
import { Link, useParams } from '@sportsbook/routing';
import { mutedText } from '../shared-ui/styles';

/**
 * /account/bets: the bets themselves are the betslip remote's My Bets, which remotes cannot import;
 * this page sends the player to the shell's open_bets route where it is mounted.
 */
export function BetsPage() {
  const { t } = useTranslation('account');
  const { locale = 'en' } = useParams();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h1 css={{ margin: 0, fontSize: 22 }}>{t('nav-bets')}</h1>
      <p css={mutedText}>{t('bets-text')}</p>
      <Link to={`/${locale}/open_bets`}>{t('bets-link')}</Link>
    </div>
  );
}
