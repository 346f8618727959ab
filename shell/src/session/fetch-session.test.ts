import { fakeApi } from '@sportsbook/http/testing';
import { restoreSession } from './fetch-session';

const SESSION = { id: '100001', username: 'demo' };

it("asks /api/session when the API's hint cookie says a session may exist", async () => {
  const fetchMock = fakeApi(() => ({ body: SESSION }));
  await expect(restoreSession('theme=dark; sb_signed_in=1')).resolves.toMatchObject(SESSION);
  expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything());
});

it('makes no request for a visitor without the hint, so an anonymous page has no 401 in its console', async () => {
  const fetchMock = fakeApi(() => ({ status: 401, body: {} }));
  await expect(restoreSession('theme=dark; not_sb_signed_in=1')).resolves.toBeNull();
  expect(fetchMock).not.toHaveBeenCalled();
});
