import { afterEach, describe, expect, it } from 'vitest';
import { type HostAction, delegateToHost, setHostHandOff } from './delegation';

afterEach(() => setHostHandOff(null));

describe('delegating account actions to the host page', () => {
  it('opens everything in the page until a host has said what it listens for', () => {
    expect(delegateToHost('signIn')).toBe(false);
    expect(delegateToHost('deposit')).toBe(false);
  });

  it('hands over only what the host listens for, and never other dialogs', () => {
    const asked: HostAction[] = [];
    setHostHandOff((action) => {
      asked.push(action);
      return action === 'sign-in';
    });
    expect(delegateToHost('signIn')).toBe(true);
    expect(delegateToHost('deposit')).toBe(false);
    expect(delegateToHost('passwordNew')).toBe(false);
    expect(asked).toEqual(['sign-in', 'deposit']);
  });
});
