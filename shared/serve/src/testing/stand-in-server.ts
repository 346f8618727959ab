import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a stand-in server was asked: each request's path with query, and its headers. */
export interface Asked {
  url: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * A stand-in for a service the shell's server asks (the operator API, a remote's origin) on a free
 * port of this machine: it answers as the test tells it and records what it was asked.
 */
export async function standInServer(answer: (res: http.ServerResponse, origin: string, req: http.IncomingMessage) => void) {
  const asked: Asked[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    answer(res, origin, req);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A test that fails before closing it must not keep jest waiting.
  server.unref();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { origin, asked, close };
}

/** An answer of JSON. */
export const answerJson = (body: unknown) => (res: http.ServerResponse) =>
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
