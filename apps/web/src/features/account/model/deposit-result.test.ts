import { describe, expect, it } from 'vitest';
import { DEPOSIT_MESSAGE_TYPE, depositStatusFromMessage } from './deposit-result';

describe('deposit return messages', () => {
  it('accepts only the deposit message with a known status', () => {
    expect(depositStatusFromMessage({ type: DEPOSIT_MESSAGE_TYPE, status: 'success' })).toBe(
      'success',
    );
    expect(depositStatusFromMessage({ type: DEPOSIT_MESSAGE_TYPE, status: 'pending' })).toBe(
      'pending',
    );
    expect(depositStatusFromMessage({ type: DEPOSIT_MESSAGE_TYPE, status: 'paid' })).toBeNull();
    expect(depositStatusFromMessage({ type: 'other', status: 'success' })).toBeNull();
    expect(depositStatusFromMessage('success')).toBeNull();
    expect(depositStatusFromMessage(null)).toBeNull();
  });
});
