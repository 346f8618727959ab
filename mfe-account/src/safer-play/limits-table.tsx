import type { PlayLimitView, PlayLimitsResponse } from '@sportsbook/contracts';
import { Button, formatMoney } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { formatDateTime } from '../shared-ui/format';

/** Every limit the player can set, with what the rolling window has used, what is left and any change waiting. */
export function LimitsTable({ limits, onRemove }: { limits: PlayLimitsResponse; onRemove: (limit: PlayLimitView) => void }) {
  const { t, i18n } = useTranslation('cashier');
  const money = (amount: number | null) =>
    amount === null ? t('limit-none') : formatMoney(amount, limits.currency, i18n.language);
  return (
    // Wider than a phone, the table scrolls in its own box, which the keyboard must reach too (a named region).
    <div css={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('limits-heading')}>
      <table css={{ width: '100%', borderCollapse: 'collapse', 'th, td': { textAlign: 'start', padding: '6px 8px' } }}>
        <thead>
          <tr>
            <th scope="col">{t('limit-kind')}</th>
            <th scope="col">{t('limit-amount')}</th>
            <th scope="col">{t('limit-used')}</th>
            <th scope="col">{t('limit-left')}</th>
            <th scope="col">{t('limit-actions')}</th>
          </tr>
        </thead>
        <tbody>
          {limits.limits.map((limit) => {
            const name = `${t(`limit-kind-${limit.kind}`)}, ${t(`limit-period-${limit.period}`)}`;
            return (
              <tr key={`${limit.kind}-${limit.period}`}>
                <th scope="row">{name}</th>
                <td>
                  {money(limit.amount)}
                  {limit.pending && (
                    <PendingChange
                      to={limit.pending.amount === null ? null : money(limit.pending.amount)}
                      from={limit.pending.from}
                    />
                  )}
                </td>
                <td>{formatMoney(limit.used, limits.currency, i18n.language)}</td>
                <td>{limit.remaining === null ? '—' : money(limit.remaining)}</td>
                <td>
                  {limit.amount !== null && !limit.pending && (
                    <Button onClick={() => onRemove(limit)} aria-label={`${t('limit-remove')}: ${name}`}>
                      {t('limit-remove')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A longer limit, or none, waiting out its cooling-off: `to` as shown, null for a removal. */
export function PendingChange({ to, from }: { to: string | null; from: string }) {
  const { t, i18n } = useTranslation('cashier');
  const date = formatDateTime(from, i18n.language) ?? from;
  return (
    <div css={{ fontSize: 13 }}>
      {to === null ? t('limit-pending-removal', { date }) : t('limit-pending', { amount: to, date })}
    </div>
  );
}
