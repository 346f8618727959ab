import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { color } from './theme';

const box = css`
  padding: 16px;
  color: ${color('textMuted')};
  text-align: center;
`;

/** Shown while a list loads; announced politely to screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" css={box}>
      {label}
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div role="status" css={box}>
      {children}
    </div>
  );
}

export function ErrorState({
  children,
  onRetry,
  retryLabel,
}: {
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" css={box}>
      <p>{children}</p>
      {onRetry && retryLabel && (
        <button type="button" onClick={onRetry} css={buttonStyle}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}

export const buttonStyle = css`
  min-height: 36px;
  padding: 6px 14px;
  border-radius: 6px;
  border: 1px solid ${color('border')};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color('accent')};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
