import pg from 'pg';

/** After a lost connection, the first retry waits this long, then twice as long each time up to the maximum. */
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5000;

export interface Listener {
  /** Called with each notification's payload on the channel. */
  onNotice(payload: string): void;
  /**
   * false as soon as notices may be missed (connection lost), true each time LISTEN is in place again
   * (notices sent while it was down are gone: whoever relies on them starts afresh).
   */
  onLive(live: boolean): void;
}

export interface Listening {
  stop(): Promise<void>;
}

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would go back to the pool
 * and serve other statements), reconnecting until stopped.
 */
export function listenPostgres(url: string, channel: string, listener: Listener): Listening {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryMs = RETRY_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;

  function connect(): void {
    retry = undefined;
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    current = client;
    let lost = false;
    const lose = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      listener.onLive(false);
      client.end().catch(() => undefined);
      if (stopped) return;
      console.warn(`[db] LISTEN ${channel} lost${err ? `: ${err.message}` : ''}; again in ${retryMs} ms`);
      retry = setTimeout(connect, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) listener.onNotice(message.payload);
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${client.escapeIdentifier(channel)}`))
      .then(() => {
        if (lost || stopped) return;
        retryMs = RETRY_FIRST_MS;
        listener.onLive(true);
      })
      .catch(lose);
  }

  connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
