import { isEmbedded } from '@sportsbook/contracts';
import { createParentMessenger } from './parent-messages';

const framed = () => {
  const parent = { postMessage: jest.fn() };
  return { parent, self: { parent } as unknown as Window };
};

it('recognises embedded=true only', () => {
  expect(isEmbedded('?embedded=true&theme=dark')).toBe(true);
  expect(isEmbedded('?embedded=1')).toBe(false);
  expect(isEmbedded('')).toBe(false);
});

it('posts to the configured parent origin, never *', () => {
  const { parent, self } = framed();
  createParentMessenger(self, 'https://app.example')({ type: 'size', height: 812 });
  expect(parent.postMessage).toHaveBeenCalledWith({ source: 'sportsbook', type: 'size', height: 812 }, 'https://app.example');
});

it('posts nothing without a configured origin or when not framed', () => {
  const { parent, self } = framed();
  createParentMessenger(self, null)({ type: 'ready' });
  expect(parent.postMessage).not.toHaveBeenCalled();
  const top = { postMessage: jest.fn() } as unknown as Window & { parent: Window };
  (top as { parent: Window }).parent = top;
  createParentMessenger(top, 'https://app.example')({ type: 'ready' });
  expect(top.postMessage).not.toHaveBeenCalled();
});
