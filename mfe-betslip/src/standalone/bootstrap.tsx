import { renderStandalone } from '@sportsbook/ui/standalone';
import BetslipPanel from '../exposes/betslip-panel';
import MyBets from '../exposes/my-bets';

renderStandalone(
  'mfe-betslip',
  <>
    <MyBets variant="panel" />
    <BetslipPanel />
  </>,
);
