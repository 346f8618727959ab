import { renderStandalone } from '@sportsbook/ui/standalone';
import ActiveJackpots from '../exposes/active-jackpots';

renderStandalone('mfe-jackpot', <ActiveJackpots />);
