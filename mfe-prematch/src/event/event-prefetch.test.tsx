import { screen, waitFor } from '@testing-library/react';
import { PrematchPage } from '../prematch-page';
import { footballEvent } from '../testing/fixtures';
import { answerApi, renderAt, resetPrematch } from '../testing/render-prematch';

// The event page's code, standing in for a chunk that has arrived but asks for nothing itself.
jest.mock('./event-page', () => ({ EventPage: () => <p>The event page&apos;s code</p> }));

beforeEach(() => resetPrematch());

it("asks for an event beside its page's code, not after it", async () => {
  const fetchMock = answerApi((url) =>
    url.pathname === '/xapi/rest/events/5' ? { body: footballEvent(5, 'Home FC', 'Away FC') } : undefined,
  );
  renderAt('/en/events/5-home-fc-vs-away-fc', <PrematchPage />);
  expect(await screen.findByText("The event page's code")).toBeInTheDocument();
  await waitFor(() =>
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(expect.stringMatching(/^\/xapi\/rest\/events\/5\b/)),
  );
});

it('asks for nothing when the address names no event', async () => {
  const fetchMock = answerApi();
  renderAt('/en/events/not-an-event', <PrematchPage />);
  expect(await screen.findByText("The event page's code")).toBeInTheDocument();
  expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/xapi/rest/events/'))).toEqual([]);
});
