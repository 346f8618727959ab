import { savePlayTimeEndpoint, type PlayTimeSettings, type PlayTimeView } from '@sportsbook/contracts';
import { call } from '@sportsbook/http';

export const savePlayTime = (settings: PlayTimeSettings): Promise<PlayTimeView> => call(savePlayTimeEndpoint, { body: settings });
