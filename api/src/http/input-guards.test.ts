import { freshPlayer, testServer, type TestServer } from '../testing/test-server';

/** The malformed inputs the review found, each a 400 naming the field, never a 500. */

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

let uuid = 0;
async function place(payload: unknown) {
  const player = freshPlayer(server);
  return server.app.inject({
    method: 'POST',
    url: `/xapi/rest/accounts/${player.accountId}/betslips?uuid=guard-test-${++uuid}`,
    headers: player.headers,
    payload: payload as Record<string, unknown>,
  });
}

const single = { outcomeId: 1, unitStake: 1 };

it.each([
  ['an unknown model key beside the slip', { singles: [single], model: 5 }, 'model'],
  ['an unknown key inside a single', { singles: [{ ...single, colour: 'red' }] }, 'colour'],
  ['"Infinity" as a stake', { singles: [{ outcomeId: 1, unitStake: 'Infinity' }] }, 'unitStake'],
  ['"1e309" as a stake', { singles: [{ outcomeId: 1, unitStake: '1e309' }] }, 'unitStake'],
  ['"NaN" as an outcome id', { singles: [{ outcomeId: 'NaN', unitStake: 1 }] }, 'outcomeId'],
  ['a string where a list belongs', { singles: 'all of them' }, 'singles'],
])('placement refuses %s with a 400 naming the field', async (_name, payload, field) => {
  const res = await place(payload);
  expect(res.statusCode).toBe(400);
  expect(res.json<{ message: string }>().message).toContain(field);
});

it.each([
  [
    '"Infinity" as an odds',
    { singles: [{ outcomeId: 1 }], multiples: [{ betTypeId: 200002, unitStake: 1, decimal: 'Infinity' }] },
  ],
  ['"1e309" as a stake', { singles: [{ outcomeId: 1, unitStake: '1e309' }] }],
])('pricing refuses %s with a 400', async (_name, model) => {
  const res = await server.app.inject({ method: 'POST', url: '/xapi/rest/betslips/selections', payload: { model } });
  expect(res.statusCode).toBe(400);
});

it('a query number that coerces to Infinity is a 400 naming it', async () => {
  const res = await server.app.inject('/xapi/rest/events?eventsPerPage=20&page=1e309');
  expect(res.statusCode).toBe(400);
  expect(res.json<{ message: string }>().message).toContain('page');
});

describe('money is taken as sent: a value of another type is a 400 naming the field, never coerced', () => {
  it.each([
    ['a stake as text', { singles: [{ outcomeId: 1, unitStake: '10' }] }],
    ['a stake as true', { singles: [{ outcomeId: 1, unitStake: true }] }],
    ['a stake as a list', { singles: [{ outcomeId: 1, unitStake: [5] }] }],
  ])('pricing refuses %s', async (_name, model) => {
    const res = await server.app.inject({ method: 'POST', url: '/xapi/rest/betslips/selections', payload: { model } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('unitStake');
  });

  it.each([
    ['"10"', '10'],
    ['true', true],
    ['[5]', [5]],
  ])('placement refuses a stake of %s', async (_name, unitStake) => {
    const res = await place({ singles: [{ outcomeId: 1, unitStake }] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('unitStake');
  });

  it.each([
    ['"10"', '10'],
    ['true', true],
    ['[5]', [5]],
  ])('a play limit refuses an amount of %s', async (_name, amount) => {
    const player = freshPlayer(server);
    const res = await server.app.inject({
      method: 'PUT',
      url: '/api/accounts/me/play-limits/DEPOSIT/DAY',
      headers: player.headers,
      payload: { amount },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain('amount');
  });
});
