import { describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert } from './alert-store';

describe('alert store', () => {
  it('keeps one alert: a new one replaces the previous', () => {
    showAlert({ kind: 'success', message: 'one' });
    showAlert({ kind: 'error', message: 'two' });
    const alert = currentAlert();
    expect(alert?.message).toBe('two');
    dismissAlert((alert?.id ?? 0) - 1);
    expect(currentAlert()?.message).toBe('two');
    dismissAlert(alert?.id);
    expect(currentAlert()).toBeNull();
  });
});
