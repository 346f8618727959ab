import { css } from '@emotion/react';
import { SUPPORTED_LOCALES } from '@sportsbook/contracts';
import { color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES } from '../i18n/translations';
import { switchLocale } from '../locale';

const select = css`
  min-height: 36px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  border: 1px solid ${color('border')};
  border-radius: 6px;
  padding: 4px 6px;
  font: inherit;
`;

/** Same page, other language. The brand-configurable flag dropdown of spec §2 replaces this later. */
export function LanguageSelect({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (SUPPORTED_LOCALES.length < 2) return null;
  return (
    <select
      css={select}
      aria-label={t('language')}
      value={locale}
      onChange={(e) => navigate(`${switchLocale(pathname, e.target.value)}${search}`)}
    >
      {SUPPORTED_LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code] ?? code}
        </option>
      ))}
    </select>
  );
}
