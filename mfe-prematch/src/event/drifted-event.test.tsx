import { screen } from '@testing-library/react';
import { Route, Routes } from '@sportsbook/routing';
import { footballEvent } from '../testing/fixtures';
import { renderAt, resetPrematch, answerApi } from '../testing/render-prematch';
import { EventPage } from './event-page';

let logged: jest.SpyInstance;
beforeEach(() => {
  resetPrematch();
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => logged.mockRestore());

it('shows the error with Retry, and reports the field, when the event drifts from the contract', async () => {
  const event = footballEvent(5, 'Home FC', 'Away FC');
  // The event's id sent as text: a field that drifted from the contract.
  answerApi((url) => (url.pathname === '/xapi/rest/events/5' ? { body: { ...event, id: '5' } } : undefined));
  renderAt(
    '/en/events/5-home-fc-vs-away-fc',
    <Routes>
      <Route path=":eventKey" element={<EventPage />} />
    </Routes>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('No events found for this event path.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Full time' })).not.toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /xapi/rest/events/:eventId answered out of contract at id'));
});
