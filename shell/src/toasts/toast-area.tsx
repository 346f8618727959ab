import { css } from '@emotion/react';
import { Button, color } from '@sportsbook/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { useLocation } from '@sportsbook/routing';
import { DEFAULT_TOAST_MS, clearToasts, dismissToast, useToasts, type ShownToast } from './toast-store';

const area = css`
  position: fixed;
  top: 12px;
  right: 12px;
  z-index: 60;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 24px));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const KIND_COLOR = { info: 'accent', success: 'success', warning: 'accent', error: 'danger' } as const;

const item = (kind: ShownToast['kind']) => css`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 12px;
  border-radius: 8px;
  border-left: 4px solid ${color(KIND_COLOR[kind])};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.3);
  p {
    margin: 0;
    flex: 1;
  }
  small {
    display: block;
    color: ${color('textMuted')};
  }
`;

function ToastItem({ toast }: { toast: ShownToast }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.autoCloseMs ?? DEFAULT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, toast.autoCloseMs]);
  return (
    <li css={item(toast.kind)} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <p>
        {toast.message}
        {toast.detail && <small>{toast.detail}</small>}
      </p>
      <Button aria-label={t('dismiss')} onClick={() => dismissToast(toast.id)}>
        ×
      </Button>
    </li>
  );
}

/** Spec §2 / §4: toasts top-right, each closing after its delay, all closing on a route change. */
export function ToastArea() {
  const toasts = useToasts();
  const { pathname } = useLocation();
  // A route change closes the toasts (spec §4); the first render is not a change, so none shown before it is lost.
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (shownAt.current !== pathname) clearToasts();
    shownAt.current = pathname;
  }, [pathname]);
  if (toasts.length === 0) return null;
  return (
    <ul css={area} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </ul>
  );
}
