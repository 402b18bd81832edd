// Inside an operator's frame, sign-in, sign-up and deposit go to the host page when its
// handshake says it listens for them (spec section 2); else they open in the frame as usual.
// Loaded on every page by the account modals, so it holds only this state and imports nothing:
// the frame's protocol module (loaded only in a frame) fills it in.

export type HostAction = 'sign-in' | 'sign-up' | 'deposit';

let handOff: ((action: HostAction) => boolean) | null = null;

/** Set by the frame's protocol once the host's handshake has arrived. */
export function setHostHandOff(next: ((action: HostAction) => boolean) | null): void {
  handOff = next;
}

const ACTION_OF_MODAL: Readonly<Record<string, HostAction>> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  deposit: 'deposit',
};

/**
 * True when the host took the action over (the caller then opens nothing); false when it
 * should open in the page: not framed, no handshake yet, or the host has no listener for it.
 */
export function delegateToHost(modal: string): boolean {
  const action = ACTION_OF_MODAL[modal];
  return action !== undefined && handOff !== null && handOff(action);
}
