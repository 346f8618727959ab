import type { HealthResponse } from '@sportsbook/contracts';
import { testServer } from '../testing/test-server';

it('reports health with the package version', async () => {
  const { app } = await testServer();
  const res = await app.inject('/health');
  expect(res.statusCode).toBe(200);
  expect(res.json<HealthResponse>()).toEqual({
    status: 'ok',
    uptimeSeconds: expect.any(Number),
    version: expect.stringMatching(/^\d+\.\d+\.\d+/),
  });
  await app.close();
});
