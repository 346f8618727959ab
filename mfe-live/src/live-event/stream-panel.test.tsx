import type { SportEvent } from '@sportsbook/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { snapshot } from '../testing/recorded-feed/recorded';
import { LivePage } from '../live-page/live-page';
import { fakeApi } from '@sportsbook/http/testing';
import { eventByIdAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';
import { STREAM_LOAD_TIMEOUT_MS } from './stream-panel';

const efootball = snapshot.events.find((e) => e.sportCode === 'EFOT') as SportEvent;
const streamPath = `/api/streams/${efootball.id}`;

beforeEach(() => {
  resetBus();
  setViewport(1280);
});

afterEach(() => jest.useRealTimers());

/** Opens the e-football event (streamed) with the stream route answering each call with the next status. */
async function openStream(statuses: number[], locale = 'en') {
  const answers = [...statuses];
  const fetchMock = fakeApi(eventByIdAnswer(efootball.id, efootball), (url) =>
    url.pathname === streamPath ? { status: answers.shift() ?? 200, body: null } : undefined,
  );
  const test = testBook();
  renderLive(`/${locale}/live/${efootball.id}-${efootball.slug}`, test.book, <LivePage />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Stream' }));
  return { ...test, fetchMock, panel: () => screen.getByRole('tabpanel') };
}

const streamCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === streamPath);

it("frames the event's stream page in the site's language, in a sandbox with scripts only, titled for screen readers", async () => {
  const { panel } = await openStream([200], 'es');
  const frame = await within(panel()).findByTitle(`Live stream: ${efootball.description}`);
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', `${streamPath}?locale=es`);
  expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  expect(within(panel()).getByRole('status')).toHaveTextContent('Loading the live stream…');
  fireEvent.load(frame);
  expect(within(panel()).queryByRole('status')).not.toBeInTheDocument();
});

it('says the stream is not available when the API has none for the event', async () => {
  const { panel } = await openStream([404]);
  expect(await within(panel()).findByText('The live stream is not available right now.')).toBeInTheDocument();
  expect(within(panel()).queryByTitle(/Live stream/)).not.toBeInTheDocument();
});

it('says the stream failed to load, and tries again on request', async () => {
  const { panel, fetchMock } = await openStream([502, 200]);
  const alert = await within(panel()).findByRole('alert');
  expect(alert).toHaveTextContent('The live stream could not be loaded.');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(panel()).findByTitle(`Live stream: ${efootball.description}`)).toBeInTheDocument();
  expect(streamCalls(fetchMock)).toHaveLength(2);
});

it('gives up on a frame that never loads', async () => {
  jest.useFakeTimers();
  const { panel } = await openStream([200]);
  await within(panel()).findByTitle(`Live stream: ${efootball.description}`);
  act(() => jest.advanceTimersByTime(STREAM_LOAD_TIMEOUT_MS - 1));
  expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(within(panel()).getByRole('alert')).toHaveTextContent('The live stream could not be loaded.');
  expect(within(panel()).queryByTitle(/Live stream/)).not.toBeInTheDocument();
});

it('ends the stream when the event finishes, without asking the API again', async () => {
  const { panel, socket, flushFrames, fetchMock } = await openStream([200]);
  await within(panel()).findByTitle(`Live stream: ${efootball.description}`);
  act(() => socket().receive([{ t: 'ev', e: efootball.id, clock: { status: 'END_OF_EVENT', minutes: 8 }, isFinished: true }]));
  flushFrames();
  expect(within(panel()).getByText('The live stream ended with the event.')).toBeInTheDocument();
  expect(within(panel()).queryByTitle(/Live stream/)).not.toBeInTheDocument();
  expect(streamCalls(fetchMock)).toHaveLength(1);
});

it('plays for a logged-out player: the spec asks no login for streams', async () => {
  const { panel } = await openStream([200]);
  expect(await within(panel()).findByTitle(`Live stream: ${efootball.description}`)).toBeInTheDocument();
  expect(within(panel()).queryByRole('button', { name: /log in/i })).not.toBeInTheDocument();
});
