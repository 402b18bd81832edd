// Where realtime problems go (spec section 8: "reported to an error-reporting service"). Until
// the app has an error reporter, reports go to the console; `setRealtimeErrorReporter` plugs
// the real one in without touching the client.
import type { RealtimeReport } from './error-policy';

type Reporter = (report: RealtimeReport) => void;

let reporter: Reporter = (report) => {
  console.warn(`[realtime] ${report.kind}: ${report.message}`, report);
};

export function setRealtimeErrorReporter(next: Reporter): void {
  reporter = next;
}

export function reportRealtimeProblem(report: RealtimeReport): void {
  try {
    reporter(report);
  } catch {
    // A broken reporter must not break the socket.
  }
}
