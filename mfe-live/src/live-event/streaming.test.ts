import { STREAMING_SPORT_CODES, hasStream, isSponsoredStreamFeed, streamView } from './streaming';

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

it('shows the stream only once the API has it and the frame has loaded; a finished event has none', () => {
  expect(streamView(false, 'checking', 'loading')).toBe('checking');
  expect(streamView(false, 'unavailable', 'loading')).toBe('unavailable');
  expect(streamView(false, 'failed', 'loading')).toBe('failed');
  expect(streamView(false, 'available', 'loading')).toBe('loading');
  expect(streamView(false, 'available', 'loaded')).toBe('playing');
  expect(streamView(false, 'available', 'timed-out')).toBe('failed');
  expect(streamView(true, 'available', 'loaded')).toBe('ended');
});
