import type { SportEvent } from '@sportsbook/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { liveFrames, snapshot } from '../testing/recorded-feed/recorded';
import { LivePage } from '../live-page/live-page';
import { fakeApi } from '@sportsbook/http/testing';
import { eventByIdAnswer, renderLive, resetBus, setViewport, testBook } from '../testing/render-live';

const basketball = snapshot.events.find((e) => e.sportCode === 'EBSK') as SportEvent;
const [home, away] = basketball.description.split(' vs ') as [string, string];

/** The recorded feed frames that carry updates of this event, only those. */
const framesOf = (eventId: number) =>
  liveFrames.map((frame) => frame.filter((m) => m.t === 'ev' && m.e === eventId)).filter((frame) => frame.length > 0);

beforeEach(() => {
  resetBus();
  setViewport(390);
});

async function openTracker() {
  fakeApi(eventByIdAnswer(basketball.id, basketball));
  const test = testBook();
  renderLive(`/en/live/${basketball.id}-${basketball.slug}`, test.book, <LivePage />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Tracker' }));
  const tracker = () => within(screen.getByRole('region', { name: 'Tracker' }));
  return { ...test, tracker };
}

it('shows where the match stands: state, period, clock, score and each period', async () => {
  const { tracker } = await openTracker();
  expect(screen.getByRole('region', { name: 'Tracker' })).toHaveAttribute('data-tracker-event-id', String(basketball.id));
  expect(tracker().getByTestId('tracker-state')).toHaveTextContent(`In play3rd QuarterQ3 ${basketball.clock?.minutes}'`);
  expect(tracker().getByTestId('tracker-score')).toHaveTextContent(`${basketball.scores?.A} - ${basketball.scores?.B}`);
  const periods = tracker().getAllByRole('listitem');
  expect(periods.map((p) => p.textContent)).toEqual([`Q1${home} 17${away} 13`, `Q2${home} 14${away} 6`, `Q3${home} 2${away} 1`]);
  expect(periods[2]).toHaveAttribute('aria-current', 'true');
  expect(tracker().getByRole('log', { name: 'Latest changes' })).toHaveTextContent(
    'Goals, points and new periods show here as they happen.',
  );
});

it('moves with the recorded feed without a reload: points, breaks, quarters and the end', async () => {
  const { socket, flushFrames, tracker } = await openTracker();
  for (const frame of framesOf(basketball.id)) {
    act(() => socket().receive(frame));
    flushFrames();
  }
  const log = tracker().getByRole('log', { name: 'Latest changes' });
  const items = within(log).getAllByRole('listitem');
  expect(items).toHaveLength(12);
  expect(items[0]).toHaveTextContent(/^\d+'Finished\d+ - \d+$/);
  expect(log).toHaveTextContent('Now: 4th Quarter');
  expect(log).toHaveTextContent(new RegExp(`Points: \\+\\d · (${home}|${away})`));
  expect(tracker().getByTestId('tracker-state')).toHaveTextContent(/^Finished/);
  expect(
    tracker()
      .getAllByRole('listitem')
      .some((item) => item.hasAttribute('aria-current')),
  ).toBe(false);
});

it('records what happened while the markets were showing', async () => {
  const { socket, flushFrames } = await openTracker();
  fireEvent.click(screen.getByRole('tab', { name: 'Markets' }));
  act(() =>
    socket().receive([
      {
        t: 'ev',
        e: basketball.id,
        clock: { status: 'RUNNING', minutes: 12 },
        scores: { A: (basketball.scores?.A ?? 0) + 3, B: basketball.scores?.B ?? 0 },
        scoresPerPeriod: [{ opponentId: 'A', periodInstance: 3, periodKey: 'Q3', score: 5 }],
      },
    ]),
  );
  flushFrames();
  fireEvent.click(screen.getByRole('tab', { name: 'Tracker' }));
  const [item] = within(screen.getByRole('log', { name: 'Latest changes' })).getAllByRole('listitem');
  expect(item).toHaveTextContent(`12'Points: +3 · ${home}${(basketball.scores?.A ?? 0) + 3} - ${basketball.scores?.B}`);
});
