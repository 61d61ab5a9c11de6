import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export type ProxyMode = 'forward' | 'refuse' | 'silent';

/**
 * A TCP proxy on 127.0.0.1 between the application and PostgreSQL, to cut the database the way a restart or a
 * network fault does: `refuse` drops every open connection and closes the port (connection refused, as while
 * PostgreSQL restarts); `silent` drops them and then accepts new ones without ever answering (a dead network
 * path); `forward` restores normal service on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let mode: ProxyMode = 'forward';
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (mode === 'silent') return; // accepted, never answered
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const listening = () => server.listening;

  return {
    port,
    get openConnections() {
      return sockets.size;
    },
    async set(next: ProxyMode) {
      mode = next;
      if (next !== 'forward') dropAll();
      if (next === 'refuse') {
        if (listening()) await new Promise((resolve) => server.close(resolve));
      } else if (!listening()) {
        server = createServer(onConnection);
        await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      }
    },
    async close() {
      dropAll();
      if (listening()) await new Promise((resolve) => server.close(resolve));
    },
  };
}
