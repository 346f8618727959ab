import { css } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@sportsbook/routing';
import { showBackToTop } from './back-to-top-rule';

const SCROLL_IDLE_MS = 200;

const button = (scrolling: boolean) => css`
  position: fixed;
  right: 16px;
  bottom: 72px;
  z-index: 15;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${color('border')};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font-size: 20px;
  cursor: pointer;
  opacity: ${scrolling ? 0.5 : 1};
  transition: opacity 0.2s;
  ${mq.desktop} {
    bottom: 24px;
  }
`;

/** Spec §2: appears after 200 px of scrolling (not on excluded paths), half opacity while scrolling. */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [scrollY, setScrollY] = useState(0);
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    let idle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      setScrollY(window.scrollY);
      setScrolling(true);
      clearTimeout(idle);
      idle = setTimeout(() => setScrolling(false), SCROLL_IDLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(idle);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!showBackToTop(scrollY, pathname)) return null;
  return (
    <button
      type="button"
      css={button(scrolling)}
      aria-label={t('back-to-top')}
      data-scrolling={scrolling}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
