import { STREAMING_SPORT_CODES, hasStream, isSponsoredStreamFeed } from './streaming';

it('lists the streaming-capable sport codes of spec §9', () => {
  expect(STREAMING_SPORT_CODES).toEqual(['VICR', 'EBSK', 'EFOT', 'CSGO', 'LOLS', 'DOTA', 'VKBD', 'ECRI']);
});

it('recognises sponsored-stream feed codes', () => {
  expect(isSponsoredStreamFeed('BG:MATCH:50000037')).toBe(true);
  expect(isSponsoredStreamFeed('OD:MATCH:50000037')).toBe(true);
  expect(isSponsoredStreamFeed('XX:LIVE:1')).toBe(false);
});

it('offers a stream for a streamed event of a streaming sport or with a sponsored feed', () => {
  expect(hasStream({ sportCode: 'EFOT', liveStreaming: true }, [])).toBe(true);
  expect(hasStream({ sportCode: 'FOOT', liveStreaming: true }, ['BG:MATCH:1'])).toBe(true);
  expect(hasStream({ sportCode: 'FOOT', liveStreaming: true }, ['XX:1'])).toBe(false);
  expect(hasStream({ sportCode: 'EFOT', liveStreaming: false }, ['BG:MATCH:1'])).toBe(false);
});
