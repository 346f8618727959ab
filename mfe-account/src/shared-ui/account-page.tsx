import { ErrorState, LoadingState, type ApiData } from '@sportsbook/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '@sportsbook/translation';

/** One page of the account area: its title, and whatever it shows under it. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <h1 css={{ margin: 0, fontSize: 22 }}>{title}</h1>
      {children}
    </div>
  );
}

/** What a page shows while its data loads, or when it could not, with Retry; nothing once it has it. */
export function LoadState({ state, onRetry }: { state: ApiData<unknown>; onRetry: () => void }) {
  const { t } = useTranslation('account');
  if (state.status === 'loading') return <LoadingState label={t('loading')} />;
  if (state.status === 'error') {
    return (
      <ErrorState onRetry={onRetry} retryLabel={t('retry')}>
        {t('load-error')}
      </ErrorState>
    );
  }
  return null;
}
