import { createBus } from '@sportsbook/bus';
import {
  apiGetKey,
  HOME_HIGHLIGHTS_QUERY,
  PAGE_DATA_FRESH_MS,
  PAGE_DATA_SCRIPT_ID,
  type OddsFormat,
} from '@sportsbook/contracts';
import { fakeApi } from './testing/fake-api';
import { createHttpClient } from './http-client';

const HIGHLIGHTS = apiGetKey('/xapi/rest/events', HOME_HIGHLIGHTS_QUERY);
const WRITTEN = { events: [{ id: 1, description: 'Written by the server' }] };
const ASKED = { events: [{ id: 2, description: 'Asked of the API' }] };

/** A page as the shell's server sends it, with its answers written in as `text`. */
function writePage(text: string) {
  document.getElementById(PAGE_DATA_SCRIPT_ID)?.remove();
  const script = document.createElement('script');
  script.id = PAGE_DATA_SCRIPT_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.head.append(script);
}

function setup(language = 'en', format: OddsFormat = 'euro') {
  const bus = createBus();
  bus.setState('locale', { locale: language });
  bus.setState('odds-format', { format });
  const calls = fakeApi(() => ({ body: ASKED }));
  return { calls, client: createHttpClient(bus) };
}

const getHighlights = (client: ReturnType<typeof createHttpClient>) =>
  client.get<typeof WRITTEN>('/xapi/rest/events', { query: { ...HOME_HIGHLIGHTS_QUERY } });

beforeEach(() => writePage(JSON.stringify({ [HIGHLIGHTS]: { language: 'en', priceFormat: 'EURO', body: WRITTEN } })));
afterEach(() => jest.restoreAllMocks());

it('answers a GET the server answered in the page without asking the API, each caller with its own copy', async () => {
  const { client, calls } = setup();
  const first = await getHighlights(client);
  expect(first).toEqual(WRITTEN);
  first.events.pop();
  expect(await getHighlights(client)).toEqual(WRITTEN);
  expect(calls).not.toHaveBeenCalled();
});

it('asks the API when the page was answered in another language or odds format', async () => {
  for (const [language, format] of [
    ['fr', 'euro'],
    ['en', 'hk'],
  ] as const) {
    const { client, calls } = setup(language, format);
    expect(await getHighlights(client)).toEqual(ASKED);
    expect(calls).toHaveBeenCalledTimes(1);
  }
});

it("asks the API once the page's start-up is over, for another request, and for a write", async () => {
  const { client, calls } = setup();
  expect(await client.get('/xapi/rest/events', { query: { eventPathIds: '240' } })).toEqual(ASKED);
  expect(await client.request('/xapi/rest/events', { method: 'POST', query: { ...HOME_HIGHLIGHTS_QUERY } })).toEqual(ASKED);
  jest.spyOn(performance, 'now').mockReturnValue(PAGE_DATA_FRESH_MS + 1);
  expect(await getHighlights(client)).toEqual(ASKED);
  expect(calls).toHaveBeenCalledTimes(3);
});

it('asks the API when what the page holds is not answers', async () => {
  for (const text of ['{"unclosed', JSON.stringify({ [HIGHLIGHTS]: WRITTEN }), '']) {
    writePage(text);
    const { client, calls } = setup();
    expect(await getHighlights(client)).toEqual(ASKED);
    expect(calls).toHaveBeenCalledTimes(1);
  }
});
