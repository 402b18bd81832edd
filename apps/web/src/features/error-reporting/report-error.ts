// Reports an error the app caught itself (an error page) to the error-reporting service (spec
// section 8: "other errors are captured"). Through the early buffer, so it imports nothing of the
// SDK: with reporting off there is no buffer and nothing happens.
import { earlyBuffer } from './early-buffer';

export function reportError(error: unknown): void {
  earlyBuffer()?.capture(error);
}
