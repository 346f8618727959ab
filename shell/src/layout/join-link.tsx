import { css, type SerializedStyles } from '@emotion/react';
import { buttonStyle, color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { Link } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { useSettings } from '../settings/settings-store';

const joinStyle = css`
  ${buttonStyle};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  text-decoration: none;
  background: ${color('accent')};
  color: ${color('accentText')};
`;

/** Spec §2's Join: to the brand's registration URL, when the operator's registration button setting is on. */
export function JoinLink({ locale, style, onClick }: { locale: string; style?: SerializedStyles | false; onClick?: () => void }) {
  const { t } = useTranslation('shell');
  const enabled = useSettings((s) => s?.enable_registration_button ?? true);
  if (!enabled || currentBrand.registrationUrl === null) return null;
  return (
    <Link to={`/${locale}${currentBrand.registrationUrl}`} css={[joinStyle, style]} onClick={onClick}>
      {t('join')}
    </Link>
  );
}
