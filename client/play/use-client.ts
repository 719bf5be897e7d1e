// A boardgame.io vanilla client as React state. One subscription per client (boardgame.io #1137).
import type { Client } from 'boardgame.io/client';
import { startTransition, useEffect, useState } from 'react';

export type BgioClient = ReturnType<typeof Client>;
export type ClientState = NonNullable<ReturnType<BgioClient['getState']>>;

/** Subscribe to an existing client; returns its latest state (null before the first sync). A new
 *  state renders as a transition: React renders the board in slices between other work (a click,
 *  a bot's answer, the next state), so a move never holds the page for the whole board's render. */
export function useClientState(client: BgioClient | null): ClientState | null {
  const [held, setHeld] = useState<{ client: BgioClient | null; state: ClientState | null }>(() => ({
    client,
    state: client?.getState() ?? null,
  }));
  useEffect(() => {
    if (!client) return;
    setHeld({ client, state: client.getState() });
    return client.subscribe((s) => startTransition(() => setHeld({ client, state: s ?? null })));
  }, [client]);
  // Never hand out one seat's state under another seat's client (hot-seat switches).
  return held.client === client ? held.state : (client?.getState() ?? null);
}

/** Create, start and (on unmount or key change) stop a set of clients. */
export function useClients(make: () => BgioClient[], key: string): BgioClient[] {
  const [clients, setClients] = useState<BgioClient[]>([]);
  useEffect(() => {
    const made = make();
    made.forEach((c) => c.start());
    setClients(made);
    return () => {
      made.forEach((c) => c.stop());
      setClients([]);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return clients;
}
