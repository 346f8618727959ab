import type { ApiError } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import { testServer } from '../testing/test-server';
import { contractViolations } from '../testing/contract-check';
import { apiErrorSchema } from '@sportsbook/contracts';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testServer());
});
afterAll(() => app.close());

const expectApiError = (res: { statusCode: number; json: () => unknown }, status: number, code: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as ApiError;
  expect(contractViolations(body, apiErrorSchema)).toEqual([]);
  expect(body).toMatchObject({ statusCode: status, code });
};

it('answers an unknown route with a 404 in the error shape', async () => {
  expectApiError(await app.inject('/xapi/rest/nope'), 404, 'NOT_FOUND');
});

it('answers a wrongly typed query param with a 400 validation error', async () => {
  expectApiError(await app.inject('/xapi/rest/events?eventsPerPage=abc'), 400, 'VALIDATION_ERROR');
  expectApiError(await app.inject('/xapi/rest/events?page=-1'), 400, 'VALIDATION_ERROR');
  expectApiError(await app.inject('/xapi/rest/events?eventsPerPage=1000000'), 400, 'VALIDATION_ERROR');
  expectApiError(await app.inject('/xapi/rest/events?ids=1,abc'), 400, 'VALIDATION_ERROR');
  expectApiError(await app.inject('/xapi/rest/events?periodType=SOON'), 400, 'VALIDATION_ERROR');
});

it('answers malformed JSON with a 400', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=x',
    headers: { 'content-type': 'application/json' },
    payload: '{"ids": ',
  });
  expectApiError(res, 400, 'MALFORMED_JSON');
});

it('answers an empty JSON body with a 400', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=x',
    headers: { 'content-type': 'application/json' },
    payload: '',
  });
  expectApiError(res, 400, 'EMPTY_JSON_BODY');
});

it('answers an oversize body with a 413', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=x',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ ids: '1,'.repeat(300_000) + '1' }),
  });
  expectApiError(res, 413, 'BODY_TOO_LARGE');
});

it('answers an unsupported content type with a 415', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=x',
    headers: { 'content-type': 'text/csv' },
    payload: 'a,b',
  });
  expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
});

it('answers an unknown brand with a 400', async () => {
  expectApiError(await app.inject({ url: '/api/all_cached_settings', headers: { 'x-sb-brand': 'zz' } }), 400, 'UNKNOWN_BRAND');
});

it('answers a JSON body that is not an object with a 400', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/xapi/rest/events?hash=x',
    headers: { 'content-type': 'application/json' },
    payload: '[1,2]',
  });
  expectApiError(res, 400, 'VALIDATION_ERROR');
});
