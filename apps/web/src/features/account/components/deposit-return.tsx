'use client';

import { useEffect } from 'react';
import type { DepositStatus } from '../api/payments';
import { DEPOSIT_MESSAGE_TYPE } from '../model/deposit-result';

/**
 * On the payment return page inside the deposit iframe: posts the outcome to the opening page,
 * on this origin only. Renders nothing; opened on its own it does nothing.
 */
export function DepositReturn({ status }: { status: DepositStatus }) {
  useEffect(() => {
    if (window.parent === window) return;
    window.parent.postMessage({ type: DEPOSIT_MESSAGE_TYPE, status }, window.location.origin);
  }, [status]);
  return null;
}
