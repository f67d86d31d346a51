import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  url: string;
  /** Which backend each accepted connection went to, in order. */
  routed: number[];
  close(): Promise<void>;
}

/**
 * A reverse proxy in front of several api instances, as a load balancer would stand: each new TCP
 * connection goes to the next backend in turn (round robin), bytes are piped both ways. HTTP
 * keep-alive and WebSocket connections stay on the backend they were given, which is all Socket.IO
 * needs with the websocket transport.
 */
export function startTcpProxy(backends: { host: string; port: number }[]): Promise<TcpProxy> {
  const routed: number[] = [];
  const sockets = new Set<Socket>();
  let next = 0;
  const server: Server = createServer((client) => {
    const index = next;
    next = (next + 1) % backends.length;
    routed.push(index);
    const upstream = connect(backends[index]!);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        routed,
        close: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
