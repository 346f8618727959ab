import { css, type SerializedStyles } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { Link, useLocation } from '@sportsbook/routing';
import { currentBrand } from '../brands/current-brand';
import { Icon } from '../content/icon';
import { LANGUAGE_NAMES } from '../i18n/translations';
import { switchLocale } from '../locale';
import { flagOf, languageColumns, showLanguageSelector } from './language-layout';

const wrap = css`
  position: relative;
`;

const toggle = css`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 36px;
  min-width: 44px;
  padding: 4px 8px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  cursor: pointer;
`;

const list = (columns: number) => css`
  position: absolute;
  right: 0;
  top: calc(100% + 4px);
  z-index: 40;
  margin: 0;
  padding: 6px;
  list-style: none;
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(140px, 1fr));
  gap: 2px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: 8px;
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
  a {
    display: flex;
    gap: 8px;
    padding: 8px 10px;
    border-radius: 6px;
    text-decoration: none;
  }
  a[aria-current='true'] {
    color: ${color('accent')};
  }
  a:hover,
  a:focus-visible {
    background: ${color('surfaceRaised')};
  }
`;

/** Spec §2 Language dropdown: flag buttons, toggled, closed by an outside press, same path in the chosen locale. */
export function LanguageDropdown({ locale }: { locale: string }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const languages = currentBrand.languages;

  useEffect(() => {
    if (!open) return;
    const onPress = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPress);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!showLanguageSelector(languages.length)) return null;
  return (
    <div css={wrap} ref={root}>
      <button
        type="button"
        css={toggle}
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`${locale.toUpperCase()}, ${t('language')}: ${LANGUAGE_NAMES[locale] ?? locale}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon type="flags" name={flagOf(locale).country} glyph={flagOf(locale).glyph} size={18} /> {locale.toUpperCase()}
      </button>
      {open && <LanguageList locale={locale} style={list(languageColumns(languages.length))} onPick={() => setOpen(false)} />}
    </div>
  );
}

/** The brand's languages as links to the same page in each; the current one is marked. */
export function LanguageList({ locale, style, onPick }: { locale: string; style: SerializedStyles; onPick: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  return (
    <ul css={style} aria-label={t('language')}>
      {currentBrand.languages.map((code) => (
        <li key={code}>
          <Link to={`${switchLocale(pathname, code)}${search}`} lang={code} aria-current={code === locale} onClick={onPick}>
            <Icon type="flags" name={flagOf(code).country} glyph={flagOf(code).glyph} size={18} />
            {LANGUAGE_NAMES[code] ?? code}
          </Link>
        </li>
      ))}
    </ul>
  );
}
