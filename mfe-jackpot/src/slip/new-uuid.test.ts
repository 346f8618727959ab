import { webcrypto } from 'node:crypto';
import { newUuid } from './new-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

it('builds a v4 uuid without randomUUID (plain http pages)', () => {
  const id = newUuid({ getRandomValues: (a) => webcrypto.getRandomValues(a) });
  expect(id).toMatch(V4);
  expect(newUuid({ getRandomValues: (a) => webcrypto.getRandomValues(a) })).not.toBe(id);
});

it('uses randomUUID where the page has it', () => {
  expect(newUuid({ getRandomValues: (a) => a, randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe(
    '00000000-0000-4000-8000-000000000000',
  );
});
