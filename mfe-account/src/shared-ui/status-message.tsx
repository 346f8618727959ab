import { errorText } from './styles';
import { useTranslation } from '@sportsbook/translation';
import { color } from '@sportsbook/ui';
import type { AccountKey } from '../i18n/account-key';

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

/** Under a code or answer input: the local validation problem, else the server's verdict with its icon (spec §8). */
export function InputFeedback({
  id,
  problem,
  answer,
}: {
  id: string;
  problem: AccountKey | null;
  answer: { ok: boolean; message: string } | null;
}) {
  const { t } = useTranslation('account');
  return (
    <div id={id}>
      {problem && (
        <p role="alert" css={errorText}>
          {t(problem)}
        </p>
      )}
      {!problem && answer && <StatusMessage ok={answer.ok}>{answer.message}</StatusMessage>}
    </div>
  );
}
