import { renderStandalone } from '@sportsbook/ui/standalone';
import LiveEvents from '../exposes/live-events';

renderStandalone('mfe-live', <LiveEvents />);
