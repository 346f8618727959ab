import { css } from '@emotion/react';
import type { BetslipError } from '@sportsbook/contracts';
import { color } from '@sportsbook/ui';
import { useTranslation } from '@sportsbook/translation';
import { resultMessageKey } from '../placement/result-codes';

const message = css`
  margin: 4px 0 0;
  font-size: 13px;
  color: ${color('danger')};
`;

/** The §8 result messages that concern one bet (by its ref), shown next to it. */
export function BetMessages({ errors, id }: { errors: readonly BetslipError[]; id?: string }) {
  const { t } = useTranslation('betslip');
  if (errors.length === 0) return null;
  return (
    <div id={id} role="alert">
      {errors.map((error) => (
        <p key={`${error.code}-${error.ref ?? ''}`} css={message} data-code={error.code}>
          {t(resultMessageKey(error.code))}
        </p>
      ))}
    </div>
  );
}
