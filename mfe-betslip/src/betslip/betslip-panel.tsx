import { css } from '@emotion/react';
import { formatDecimalOdds } from '@sportsbook/odds';
import { EmptyState, buttonStyle, color } from '@sportsbook/ui';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { MAX_BETS_ON_BETSLIP } from '@sportsbook/stakes';
import { betslipStore } from './betslip-store';

const panel = css`
  background: ${color('surface')};
  border-radius: 8px;
  padding: 12px;
`;

const item = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: 8px;
  align-items: center;
  padding: 8px 0;
  border-bottom: 1px solid ${color('border')};
`;

const muted = css`
  font-size: 12px;
  color: ${color('textMuted')};
`;

export function BetslipPanel() {
  const { t } = useTranslation('betslip');
  const slip = betslipStore();
  const { selections, limitReached } = useStore(slip.store);
  return (
    <section css={panel} aria-labelledby="betslip-title">
      <h2 id="betslip-title" css={{ fontSize: 16, margin: '0 0 8px' }}>
        {t('title')} <span data-testid="betslip-count">({selections.length})</span>
      </h2>
      {limitReached && (
        <p role="alert" css={{ color: 'var(--sb-danger)' }}>
          {t('max-selections', { max: MAX_BETS_ON_BETSLIP })}
        </p>
      )}
      {selections.length === 0 ? (
        <EmptyState>{t('empty')}</EmptyState>
      ) : (
        <>
          <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {selections.map((s) => (
              <li key={s.outcomeId} css={item} data-outcome-id={s.outcomeId}>
                <span>
                  <strong>{s.outcomeDescription}</strong>
                  <br />
                  <span css={muted}>
                    {s.marketDescription} · {s.eventDescription}
                  </span>
                </span>
                <span>{formatDecimalOdds(s.decimal)}</span>
                <button
                  type="button"
                  css={buttonStyle}
                  aria-label={t('remove', { selection: `${s.outcomeDescription} (${s.eventDescription})` })}
                  onClick={() => slip.remove(s.outcomeId)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" css={[buttonStyle, { marginTop: 8 }]} onClick={slip.clear}>
            {t('remove-all')}
          </button>
        </>
      )}
    </section>
  );
}
