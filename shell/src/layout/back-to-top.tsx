import { css } from '@emotion/react';
import { color, mq } from '@sportsbook/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { controlUnder, showBackToTop } from './back-to-top-rule';

const SCROLL_IDLE_MS = 200;

/** How often a shown button looks again at what is under it (content can arrive without a scroll). */
const RECHECK_MS = 1000;

const button = (scrolling: boolean, blocked: boolean) => css`
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
  /* While the page moves, a tap goes to what is under it; over a control, it steps aside. */
  pointer-events: ${scrolling ? 'none' : 'auto'};
  visibility: ${blocked ? 'hidden' : 'visible'};
  ${mq.desktop} {
    bottom: 24px;
  }
`;

const elementsAt = (x: number, y: number) => document.elementsFromPoint(x, y);

/** Whether a control of the page is under the button, looked at when the page stops and every second. */
function useControlUnder(element: HTMLButtonElement | null, scrolling: boolean): boolean {
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    if (!element || scrolling) return;
    const look = () => setBlocked(controlUnder(element.getBoundingClientRect(), element, elementsAt));
    look();
    const timer = setInterval(look, RECHECK_MS);
    return () => clearInterval(timer);
  }, [element, scrolling]);
  return blocked;
}

/**
 * Spec §2: appears after 200 px of scrolling (not on excluded paths), half opacity while scrolling.
 * It never covers a control: where one is under it when the page stops, it hides.
 */
export function BackToTop() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [scrollY, setScrollY] = useState(() => window.scrollY);
  const [scrolling, setScrolling] = useState(false);
  const [element, setElement] = useState<HTMLButtonElement | null>(null);
  const blocked = useControlUnder(element, scrolling);
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
      ref={setElement}
      css={button(scrolling, blocked)}
      aria-label={t('back-to-top')}
      data-scrolling={scrolling}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
