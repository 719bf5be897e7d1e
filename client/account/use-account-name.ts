// The join and New table forms: a signed-in player's name is filled in with the account's (while
// the field still holds what this browser remembered), and a seat taken is tagged with the
// account (the server binds it: server/accounts/seats.ts).
import { useEffect } from 'react';
import { store } from '../store';
import { useAccount } from './session';

/** The signed-in account's ID (undefined for a guest); fills the name in through `setName`. */
export function useAccountName(setName: (f: (name: string) => string) => void): string | undefined {
  const account = useAccount();
  const me = account.status === 'signed-in' ? account.me : null;
  useEffect(() => {
    if (me) setName((n) => (!n.trim() || n === store.name() ? me.name : n));
  }, [me?.name]); // eslint-disable-line react-hooks/exhaustive-deps
  return me?.id;
}
