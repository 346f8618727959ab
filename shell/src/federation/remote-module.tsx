import { css } from '@emotion/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  EXPOSED_MODULES,
  contractSkew,
  type ExposedModuleId,
  type ExposedModuleProps,
  type RemoteName,
} from '@sportsbook/contracts';
import { Button, ModalDialog, color, mq } from '@sportsbook/ui';
import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from '@sportsbook/translation';
import { pageBeacon } from './remote-beacon';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { resetRemoteOnce, useRemoteAttempts } from './remote-attempts';
import { remotesReady } from './remotes-registry';
import { remoteVersions } from './remote-versions';
import { ServerPaint, serverPaintOf } from './server-paint';
import { slotSizeFor, type SlotSize } from './slot-sizes';

// Props are checked at the call site against ExposedModuleProps; the cache holds every module's component.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
const loaded = new Map<string, LazyExoticComponent<AnyComponent>>();

/** A module built against another major of the contract: refused, with both versions for the fallback. */
class RemoteContractError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly theirs: string,
    readonly ours: string,
  ) {
    super(`${remote} was built against contract ${theirs}; this shell speaks ${ours}`);
    this.name = 'RemoteContractError';
  }
}

/** The module's component, loaded once per retry of its remote (attempt 0 is the page's first try). */
function lazyRemote(id: ExposedModuleId, attempt: number): LazyExoticComponent<AnyComponent> {
  const key = `${id}#${attempt}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const remote = EXPOSED_MODULES[id];
  const component = lazy(async () => {
    pageBeacon.started(remote, (await remotesReady()).remotes[remote].version);
    try {
      if (attempt > 0) await resetRemoteOnce(remote, attempt);
      const module = await loadRemote<{ default?: unknown; version?: unknown; contract?: unknown }>(id);
      if (!module || (typeof module.default !== 'function' && typeof module.default !== 'object')) {
        throw new Error(`${id} has no default export component`);
      }
      const skew = contractSkew(module.contract);
      if (skew) throw new RemoteContractError(remote, skew.theirs, skew.ours);
      if (typeof module.version === 'string') remoteVersions.getState().record(remote, module.version);
      return module as { default: AnyComponent };
    } catch (error) {
      pageBeacon.failed(remote, error);
      throw error;
    }
  });
  loaded.set(key, component);
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

/** flow-root: a module's own top margin must not leak out of the slot and push it down once it renders. */
const slot = css`
  display: flow-root;
`;

/** The server's paint of the module lies over the slot's loading state. */
const paintedSlot = css`
  position: relative;
`;

const reserved = (size: SlotSize) => css`
  min-height: ${size.mobile};
  ${mq.desktop} {
    min-height: ${size.desktop};
  }
`;

/** Fills the reserved slot while the module downloads, so the page keeps the shape it will have. */
const skeleton = css`
  min-height: inherit;
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 8px 16px 0;
  border-radius: 8px;
  background: ${color('surface')};
  color: ${color('textMuted')};
`;

/**
 * A module with no reserved size may well render nothing (My Bets for a guest): its loading state is
 * announced but takes no room, so the slot does not open and close again.
 */
const unsizedLoading = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** What a box says when its remote cannot be shown, with Retry; why, when the remote was built for another contract. */
function RemoteUnavailable({ remote, error, retry }: { remote: RemoteName; error: Error; retry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div role="alert" css={fallbackStyle} data-remote-fallback={remote}>
      <span>
        {t(`remote-unavailable.${remote}`)}
        {error instanceof RemoteContractError && <> {t('remote-contract-skew', { theirs: error.theirs, ours: error.ours })}</>}
      </span>
      <Button onClick={retry}>{t('retry')}</Button>
    </div>
  );
}

/** A module that is a dialog (login) says it is unavailable in a dialog of its own, where the player is looking. */
function UnavailableDialog({ remote, onClose, children }: { remote: RemoteName; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <ModalDialog label={t(`remote-unavailable.${remote}`)} onCancel={onClose} closeOnBackdrop>
      {children}
      <Button onClick={onClose}>{t('close')}</Button>
    </ModalDialog>
  );
}

export interface RemoteModuleProps<Id extends ExposedModuleId> {
  id: Id;
  props: ExposedModuleProps[Id];
  /** The module is a dialog: its fallback is one too, closed with this. */
  dialog?: { onClose: () => void };
  /** The page loads something else first: the slot shows its loading state and fetches nothing yet. */
  held?: boolean;
  /** Called when the module shows, or its fallback does: what the page held for it may load. */
  onSettled?: () => void;
}

/** Tells the page that what it renders beside has shown, and the page's report that the remote has rendered. */
function Settled({ onSettled, rendered }: { onSettled?: () => void; rendered?: RemoteName }) {
  useEffect(() => {
    if (rendered) pageBeacon.rendered(rendered);
    onSettled?.();
  }, [onSettled, rendered]);
  return null;
}

/**
 * Renders one module of a remote, loaded at runtime: a loading state while it downloads, and if the
 * remote is down, broken, built for another contract or throws, a small fallback with Retry that
 * reloads that remote in every box of the page.
 */
export function RemoteModule<Id extends ExposedModuleId>({ id, props, dialog, held = false, onSettled }: RemoteModuleProps<Id>) {
  const { t } = useTranslation('shell');
  const remote = EXPOSED_MODULES[id];
  const attempt = useRemoteAttempts((s) => s.attempts[remote] ?? 0);
  const retryRemote = useRemoteAttempts((s) => s.retry);
  const Component = useMemo(() => (held ? null : lazyRemote(id, attempt)), [id, attempt, held]);
  const size = slotSizeFor(id, props);
  const painted = serverPaintOf(id);
  const loading = (
    <div role="status" aria-live="polite" aria-busy="true" css={size ? skeleton : unsizedLoading}>
      {t('loading')}
    </div>
  );
  const unavailable = (retry: () => void, error: Error) => (
    <>
      <RemoteUnavailable remote={remote} error={error} retry={retry} />
      <Settled onSettled={onSettled} />
    </>
  );
  return (
    <div data-slot={remote} css={[slot, size && reserved(size), painted && paintedSlot]}>
      {painted && <ServerPaint id={id} element={painted} />}
      <RemoteErrorBoundary
        key={attempt}
        remote={remote}
        onRetry={() => retryRemote(remote)}
        fallback={(retry, error) =>
          dialog ? (
            <UnavailableDialog remote={remote} onClose={dialog.onClose}>
              {unavailable(retry, error)}
            </UnavailableDialog>
          ) : (
            unavailable(retry, error)
          )
        }
      >
        {Component ? (
          <Suspense fallback={loading}>
            <div data-remote={remote}>
              <Component {...props} />
            </div>
            <Settled onSettled={onSettled} rendered={remote} />
          </Suspense>
        ) : (
          loading
        )}
      </RemoteErrorBoundary>
    </div>
  );
}
