import { renderStandalone } from '@sportsbook/ui/standalone';
import BetslipPanel from '../exposes/betslip-panel';

renderStandalone('mfe-betslip', <BetslipPanel />);
