// Passkeys in the browser with @simplewebauthn/browser (loaded only when a passkey is used):
// the server's options go to navigator.credentials, the answer goes back to the server.
import { accountApi, type Passkey } from './api';

const lib = () => import('@simplewebauthn/browser');

export async function passkeysSupported(): Promise<boolean> {
  if (typeof window === 'undefined' || !window.PublicKeyCredential) return false;
  return (await lib()).browserSupportsWebAuthn();
}

/** Add a passkey to the signed-in account. */
export async function addPasskey(): Promise<Passkey> {
  const { startRegistration } = await lib();
  const optionsJSON = await accountApi.passkeyRegisterOptions();
  return accountApi.passkeyRegister(await startRegistration({ optionsJSON }));
}

/** A new account whose only way to sign in is a passkey made now. */
export async function signUpWithPasskey(name: string): Promise<{ id: string; name: string }> {
  const { startRegistration } = await lib();
  const optionsJSON = await accountApi.passkeySignUpOptions(name);
  return accountApi.passkeySignUp(await startRegistration({ optionsJSON }));
}

/** Sign in with a passkey this device (or a phone nearby) holds for this site. */
export async function signInWithPasskey(): Promise<{ id: string; name: string }> {
  const { startAuthentication } = await lib();
  const optionsJSON = await accountApi.passkeySignInOptions();
  return accountApi.passkeySignIn(await startAuthentication({ optionsJSON }));
}

/** Whether the person closed the browser's passkey dialog (not an error worth showing). */
export function cancelled(e: unknown): boolean {
  const name = (e as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}
