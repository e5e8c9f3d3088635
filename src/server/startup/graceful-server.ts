import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

export interface GracefulServerOptions {
  /** How long requests in flight may run once draining starts; then their sockets are cut. */
  graceMs: number;
  /**
   * Called first for every request, before the app sees it: the one place for per-request
   * hooks (request id, logs, metrics) that must see every answer, the app's own included.
   */
  onRequest?: (req: IncomingMessage, res: ServerResponse) => void;
}

export interface DrainResult {
  /** Requests still running when the grace period ran out (their sockets were destroyed). */
  cutOff: number;
}

export interface GracefulServer {
  server: Server;
  listen(port: number, hostname: string): Promise<void>;
  /**
   * Stops accepting connections, answers what is in flight with `Connection: close`, closes
   * idle keep-alive sockets at once and the others as their last response ends, and after
   * `graceMs` destroys whatever is left. Resolves when no connection remains.
   */
  drain(): Promise<DrainResult>;
}

/** A node:http server that can stop without cutting the requests it is answering. */
export function createGracefulServer(
  listener: RequestListener,
  options: GracefulServerOptions,
): GracefulServer {
  // Responses in flight per open socket: a keep-alive socket with none is idle.
  const sockets = new Map<Socket, Set<ServerResponse>>();
  let draining = false;

  const closeIfIdle = (socket: Socket) => {
    if (draining && sockets.get(socket)?.size === 0) socket.end();
  };

  const server = createServer((req, res) => {
    const socket = req.socket;
    const responses = sockets.get(socket) ?? new Set<ServerResponse>();
    sockets.set(socket, responses);
    responses.add(res);
    // 'close' fires once per response, whether it ended or the client went away.
    res.once('close', () => {
      responses.delete(res);
      closeIfIdle(socket);
    });
    // A client must not reuse this connection: the process is going away.
    if (draining) res.setHeader('Connection', 'close');
    options.onRequest?.(req, res);
    listener(req, res);
  });
  server.on('connection', (socket: Socket) => {
    sockets.set(socket, new Set());
    socket.once('close', () => sockets.delete(socket));
  });

  let drained: Promise<DrainResult> | undefined;
  const drain = () =>
    (drained ??= new Promise<DrainResult>((resolve) => {
      draining = true;
      let cutOff = 0;
      const timer = setTimeout(() => {
        for (const [socket, responses] of sockets) {
          cutOff += responses.size;
          socket.destroy();
        }
      }, options.graceMs);
      server.close(() => {
        clearTimeout(timer);
        resolve({ cutOff });
      });
      for (const [socket, responses] of sockets) {
        for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
        closeIfIdle(socket);
      }
    }));

  const listen = (port: number, hostname: string) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, hostname, () => {
        server.off('error', reject);
        resolve();
      });
    });

  return { server, listen, drain };
}
