import { css } from '@emotion/react';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from '@sportsbook/routing';
import { externalStyleSheet, type PreparedExternalHeader } from '../content/external-header';

/**
 * The operator's markup lives in a shadow root, so its stylesheet reaches nothing outside it; this
 * frame sits outside that root where the stylesheet cannot reach, and clips the header to its own
 * box (fixed-position elements included), so it cannot cover the page.
 */
const frame = css`
  position: relative;
  min-height: 56px;
  contain: layout paint;
  overflow: hidden;
`;

/** Same-origin links inside the header move within the app instead of reloading the page. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const anchor = event.nativeEvent.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  if (!anchor?.href || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

export function ExternalHeader({ header }: { header: PreparedExternalHeader }) {
  const host = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [externalStyleSheet(header.css)];
    const body = document.createElement('div');
    // Already through the sanitizer (prepareExternalHeader).
    body.innerHTML = header.html;
    root.replaceChildren(body);
  }, [header]);
  return (
    <div css={frame}>
      <div
        ref={host}
        data-testid="external-header"
        onClick={(event) => {
          const target = inAppTarget(event);
          if (!target) return;
          event.preventDefault();
          void navigate(target);
        }}
      />
    </div>
  );
}
