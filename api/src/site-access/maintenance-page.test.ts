import { testServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ maintenance: true });
});
afterAll(() => server.app.close());

it('serves the static mobile maintenance page in the path language, even while maintenance is on', async () => {
  const res = await server.app.inject('/m/fr/maintenance');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  expect(res.body).toContain('<html lang="fr">');
  expect(res.body).toContain('Nous revenons vite');
  expect(res.body).not.toContain('<script');
});

it('falls back to English for a language it does not have and refuses a malformed one', async () => {
  expect((await server.app.inject('/m/de/maintenance')).body).toContain('We will be back soon');
  expect((await server.app.inject('/m/english/maintenance')).statusCode).toBe(400);
});
