import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerResponse,
} from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';

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
  /** The listening socket (its address is the server's). */
  server: NetServer;
  listen(port: number, hostname: string): Promise<void>;
  /**
   * Stops accepting connections, answers what is in flight with `Connection: close`, closes
   * keep-alive sockets that sit idle after a response at once and the others as their last
   * response ends, and after `graceMs` destroys whatever is left. Resolves when no connection
   * remains.
   */
  drain(): Promise<DrainResult>;
}

/**
 * A connection accepted just before draining began may carry a request that is not read yet (a
 * load balancer writes it as soon as it connects). Closing it then would fail that request, so
 * it gets this long to show its request (answered, with `Connection: close`) before it is ended.
 */
const FIRST_REQUEST_WAIT_MS = 2000;

/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). A client or load
 * balancer that reuses an idle connection at the moment the server closes it gets ECONNRESET (a
 * 502 from a balancer), so the server must keep idle connections longer than they do: nginx's
 * upstream `keepalive_timeout` and AWS's load balancers default to 60 s. Responses announce it
 * (`Keep-Alive: timeout=65`), and Node's own agent lets a connection go a second before that.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

interface Connection {
  /** Responses in flight on it. */
  responses: Set<ServerResponse>;
  /** Whether a request has arrived on it: an unused connection is not idle, only new. */
  used: boolean;
}

/**
 * A node:http server that can stop without cutting the requests it is answering. The HTTP
 * server never listens itself: a net server accepts and hands each connection over (the
 * documented 'connection' event), because http.Server#close also closes every connection it
 * thinks idle, which includes one whose first request has arrived but is not parsed yet.
 *
 * Kept rather than a library (issue 55, measured): http-terminator 3.2.0 destroys at once every
 * socket without a response in flight, so a request written on a connection a balancer opened
 * just before the stop got no answer at all (tests/startup/web-stop.test.ts, second case);
 * stoppable and @godaddy/terminus (built on it) end such sockets at once and call
 * http.Server#close too.
 */
export function createGracefulServer(
  listener: RequestListener,
  options: GracefulServerOptions,
): GracefulServer {
  const connections = new Map<Socket, Connection>();
  let draining = false;
  let onEmpty: (() => void) | undefined;

  const closeIfIdle = (socket: Socket) => {
    const connection = connections.get(socket);
    if (draining && connection?.used && connection.responses.size === 0) socket.end();
  };

  const http = createServer((req, res) => {
    const socket = req.socket;
    const connection = connections.get(socket);
    if (connection) {
      connection.used = true;
      connection.responses.add(res);
    }
    // 'close' fires once per response, whether it ended or the client went away.
    res.once('close', () => {
      connection?.responses.delete(res);
      closeIfIdle(socket);
    });
    // A client must not reuse this connection: the process is going away.
    if (draining) res.setHeader('Connection', 'close');
    options.onRequest?.(req, res);
    listener(req, res);
  });
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const server = createNetServer((socket) => {
    connections.set(socket, { responses: new Set(), used: false });
    socket.once('close', () => {
      connections.delete(socket);
      if (connections.size === 0) onEmpty?.();
    });
    http.emit('connection', socket);
  });

  let drained: Promise<DrainResult> | undefined;
  const drain = () =>
    (drained ??= new Promise<DrainResult>((resolve) => {
      draining = true;
      let cutOff = 0;
      const finish = () => {
        clearTimeout(timer);
        clearTimeout(unusedTimer);
        resolve({ cutOff });
      };
      const timer = setTimeout(() => {
        for (const [socket, { responses }] of connections) {
          cutOff += responses.size;
          socket.destroy();
        }
      }, options.graceMs);
      const unusedTimer = setTimeout(
        () => {
          for (const [socket, { used }] of connections) if (!used) socket.end();
        },
        Math.min(FIRST_REQUEST_WAIT_MS, options.graceMs),
      );
      onEmpty = () => {
        if (!server.listening) finish();
      };
      server.close(() => {
        if (connections.size === 0) finish();
      });
      for (const [socket, { responses }] of connections) {
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
