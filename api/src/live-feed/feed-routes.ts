/** The live feed WebSocket at /feed (protocol in @sportsbook/contracts live-feed.ts). */
import { requestLocale } from '../http/site-locale';
import websocket from '@fastify/websocket';
import { FEED_PATH } from '@sportsbook/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context';
import { FEED_LIMITS, FeedHub } from './feed-hub';

const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;
/** Proxies and NATs drop idle sockets; a ping also finds clients that vanished without a close. */
const HEARTBEAT_MS = 30_000;

export async function registerFeedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const hub = new FeedHub(ctx.simulator, ctx.catalogue, ctx.clock);
  const alive = new WeakMap<WebSocket, boolean>();

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer.clients) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    hub.close();
  });

  app.get(FEED_PATH, { websocket: true }, (socket, request) => {
    if (hub.size >= FEED_LIMITS.connections) {
      socket.close(1013, 'the feed is full; try again shortly');
      return;
    }
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const receive = hub.connect(socket, requestLocale(request));
    socket.on('message', (data, isBinary) => receive(isBinary ? '' : data.toString()));
    socket.on('close', () => hub.disconnect(socket));
    socket.on('error', () => hub.disconnect(socket));
  });
}
