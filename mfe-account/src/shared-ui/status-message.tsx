import { color } from '@sportsbook/ui';

/** A server's answer under an input (spec §8): a red cross for a failure, a green tick for success. */
export function StatusMessage({ ok, children, id }: { ok: boolean; children: string; id?: string }) {
  return (
    <p
      id={id}
      role={ok ? 'status' : 'alert'}
      css={{ display: 'flex', gap: 6, alignItems: 'center', margin: 0, fontSize: 14, color: color(ok ? 'success' : 'danger') }}
    >
      <span aria-hidden="true" data-icon={ok ? 'success' : 'error'}>
        {ok ? '✓' : '✕'}
      </span>
      {children}
    </p>
  );
}
