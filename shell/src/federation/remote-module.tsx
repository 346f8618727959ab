import { css } from '@emotion/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { EXPOSED_MODULES, type ExposedModuleId, type ExposedModuleProps } from '@sportsbook/contracts';
import { LoadingState, buttonStyle, color } from '@sportsbook/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { remotesReady, resetRemote } from './remotes-registry';
import { useRemoteVersions } from './remote-versions';

// Props are checked at the call site against ExposedModuleProps; the cache holds every module's component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
const loaded = new Map<ExposedModuleId, LazyExoticComponent<AnyComponent>>();

function lazyRemote(id: ExposedModuleId, afterFailure: boolean): LazyExoticComponent<AnyComponent> {
  const cached = loaded.get(id);
  if (cached && !afterFailure) return cached;
  const component = lazy(async () => {
    await remotesReady();
    if (afterFailure) await resetRemote(EXPOSED_MODULES[id]);
    const module = await loadRemote<{ default?: unknown; version?: unknown }>(id);
    if (!module || (typeof module.default !== 'function' && typeof module.default !== 'object')) {
      throw new Error(`${id} has no default export component`);
    }
    if (typeof module.version === 'string') useRemoteVersions.getState().record(EXPOSED_MODULES[id], module.version);
    return module as { default: AnyComponent };
  });
  loaded.set(id, component);
  return component;
}

const fallbackStyle = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  margin: 8px 0;
  border: 1px dashed ${color('border')};
  border-radius: 8px;
  color: ${color('textMuted')};
`;

/**
 * Renders one module of a remote, loaded at runtime: a loading state while it downloads, and if the
 * remote is down, broken or throws, a small fallback with Retry that reloads just that remote.
 */
export function RemoteModule<Id extends ExposedModuleId>({ id, props }: { id: Id; props: ExposedModuleProps[Id] }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(() => lazyRemote(id, attempt > 0), [id, attempt]);
  const remote = EXPOSED_MODULES[id];
  return (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <div role="alert" css={fallbackStyle} data-remote-fallback={remote}>
          <span>{t(`remote-unavailable.${remote}`)}</span>
          <button type="button" css={buttonStyle} onClick={retry}>
            {t('retry')}
          </button>
        </div>
      )}
    >
      <Suspense fallback={<LoadingState label={t('loading')} />}>
        <div data-remote={remote}>
          <Component {...props} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
