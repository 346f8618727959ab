import { css } from '@emotion/react';
import { buttonStyle, color, mq } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { LanguageSelect } from './language-select';

const header = css`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 8px 12px;
  background: ${color('surface')};
  border-bottom: 1px solid ${color('border')};
`;

const logo = css`
  font-weight: 800;
  font-size: 18px;
  text-decoration: none;
  color: ${color('accent')};
`;

const nav = css`
  display: none;
  gap: 4px;
  ${mq.desktop} {
    display: flex;
  }
  a {
    padding: 8px 10px;
    border-radius: 6px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${color('surfaceRaised')};
    color: ${color('accent')};
  }
`;

const actions = css`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const MAIN_SECTIONS = [
  { key: 'sports', to: 'sports' },
  { key: 'live', to: 'live/sport/' },
  { key: 'jackpot', to: 'jackpot' },
  { key: 'virtuals', to: 'sports/kiron' },
] as const;

export function Header({ locale, loginOpen, onToggleLogin }: { locale: string; loginOpen: boolean; onToggleLogin: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <header css={header}>
      <NavLink to={`/${locale}/`} css={logo} end>
        Sportsbook
      </NavLink>
      <nav css={nav} aria-label={t('main-navigation')}>
        {MAIN_SECTIONS.map((section) => (
          <NavLink key={section.key} to={`/${locale}/${section.to}`}>
            {t(section.key)}
          </NavLink>
        ))}
      </nav>
      <div css={actions}>
        <LanguageSelect locale={locale} />
        <button type="button" css={buttonStyle} aria-expanded={loginOpen} onClick={onToggleLogin}>
          {loginOpen ? t('close') : t('login')}
        </button>
      </div>
    </header>
  );
}
