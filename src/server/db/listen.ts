import { Client } from 'pg';
import { logger } from '@/server/observability/logger';

/** A channel listened to; `stop` ends it. */
export interface Subscription {
  stop(): Promise<void>;
}

export interface ListenHandlers {
  onMessage: (payload: string) => void;
  /** After a lost connection came back: a notification may have been missed meanwhile. */
  onReconnect?: () => void;
}

/**
 * LISTEN on PostgreSQL on a connection of its own, outside the pool (a LISTEN holds a session,
 * so not through a transaction-mode pooler either: docs/operations.md). A lost connection is
 * opened again after `reconnectMs`, and `onReconnect` says so.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  { onMessage, onReconnect }: ListenHandlers,
  reconnectMs = 5000,
): Promise<Subscription> {
  let stopped = false;
  let client: Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => lost());
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
  };
  const lost = () => {
    if (stopped || timer) return;
    logger().warn({ component: 'database', channel }, 'Listener lost its connection; reconnecting');
    void client?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => onReconnect?.(),
        () => lost(),
      );
    }, reconnectMs);
    timer.unref();
  };
  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
