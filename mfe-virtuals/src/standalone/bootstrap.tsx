import { renderStandalone } from '@sportsbook/ui/standalone';
import VirtualGame from '../exposes/virtual-game';

renderStandalone('mfe-virtuals', <VirtualGame />);
