import { playBreakEndpoint, type PlayBreakRequest, type PlayBreakView } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const startPlayBreak = (request: PlayBreakRequest): Promise<PlayBreakView> => call(playBreakEndpoint, { body: request });
