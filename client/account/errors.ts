// The server's refusals as this language's sentences; the same name and password rules as the
// server (server/accounts/names.ts, passwords.ts) checked before sending, so most mistakes are
// explained in the page's language without a round trip.
import type { TFunction } from 'i18next';
import { ApiError } from '../lobby-api';
import { cancelled } from './passkeys';

const NAME_CHARS = /^[\p{L}\p{Nd}_-]+( [\p{L}\p{Nd}_-]+)*$/u;

export function nameProblem(name: string, t: TFunction): string | null {
  const n = [...name.normalize('NFC').trim()].length;
  if (n < 3 || n > 24) return t('errors.nameLength');
  if (!NAME_CHARS.test(name.normalize('NFC').trim())) return t('errors.nameChars');
  return null;
}

export function passwordProblem(password: string, t: TFunction): string | null {
  const n = [...password].length;
  return n < 10 || n > 256 ? t('errors.passwordLength') : null;
}

/** What to show for a failed request (null: the person cancelled a passkey dialog). */
export function explain(e: unknown, t: TFunction, passkey = false): string | null {
  if (passkey && cancelled(e)) return null;
  if (e instanceof ApiError) {
    if (e.status === 429) return t('errors.tooMany');
    if (e.status === 409 && /taken/.test(e.message)) return t('errors.nameTaken');
    if (e.status === 409 && /only way/.test(e.message)) return t('errors.lastWay');
    if (e.status === 400 && /reserved/.test(e.message)) return t('errors.nameReserved');
    if (e.status === 403 && /password is wrong/.test(e.message)) return t('errors.currentWrong');
    if (e.status === 401 && !passkey) return t('errors.wrongSignIn');
  }
  const message = e instanceof Error ? e.message : String(e);
  return passkey ? t('errors.passkeyFailed', { message }) : t('errors.generic', { message });
}
