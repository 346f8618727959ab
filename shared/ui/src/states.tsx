import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from './button';
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
      {onRetry && retryLabel && <Button onClick={onRetry}>{retryLabel}</Button>}
    </div>
  );
}
