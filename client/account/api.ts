// The account routes (server/accounts/routes.ts), same origin: the session cookie goes with
// every request by itself (HttpOnly: no script here ever sees it).
import type { AccountMatch } from '../../server/accounts/types';
import { request } from '../lobby-api';

export interface Passkey {
  id: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface Me {
  id: string;
  name: string;
  hasPassword: boolean;
  passkeys: Passkey[];
}

const call = request;

export const accountApi = {
  me: () => call<Me>('GET', '/api/me'),
  signUp: (name: string, password: string) =>
    call<{ id: string; name: string }>('POST', '/api/accounts', { name, password }),
  signIn: (name: string, password: string) =>
    call<{ id: string; name: string }>('POST', '/api/session', { name, password }),
  resetPassword: (token: string, password: string) =>
    call<{ name: string }>('POST', '/api/accounts/password-reset', { token, password }),
  signOut: () => call<void>('DELETE', '/api/session'),
  changePassword: (current: string | undefined, password: string) =>
    call<{ ok: true }>('POST', '/api/me/password', current === undefined ? { password } : { current, password }),
  deleteAccount: (password: string | undefined) =>
    call<void>('DELETE', '/api/me', password === undefined ? {} : { password }),
  matches: () => call<AccountMatch[]>('GET', '/api/me/matches'),
  adoptSeats: (seats: { gameId: string; matchID: string; playerID: string; credentials: string }[]) =>
    call<{ adopted: number }>('POST', '/api/me/seats', { seats }),
  passkeys: () => call<Passkey[]>('GET', '/api/me/passkeys'),
  removePasskey: (id: string) => call<void>('DELETE', `/api/me/passkeys/${encodeURIComponent(id)}`),
  // WebAuthn: options from the server, the browser's answer back (./passkeys.ts)
  passkeyRegisterOptions: () => call<any>('POST', '/api/me/passkeys/options', {}),
  passkeyRegister: (response: unknown) => call<Passkey>('POST', '/api/me/passkeys', { response }),
  passkeySignUpOptions: (name: string) => call<any>('POST', '/api/accounts/passkey/options', { name }),
  passkeySignUp: (response: unknown) =>
    call<{ id: string; name: string }>('POST', '/api/accounts/passkey', { response }),
  passkeySignInOptions: () => call<any>('POST', '/api/session/passkey/options', {}),
  passkeySignIn: (response: unknown) =>
    call<{ id: string; name: string }>('POST', '/api/session/passkey', { response }),
};
