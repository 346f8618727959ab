import { renderStandalone } from '@sportsbook/ui/standalone';
import UpcomingEvents from '../exposes/upcoming-events';

renderStandalone('mfe-prematch', <UpcomingEvents />);
