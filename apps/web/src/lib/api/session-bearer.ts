// A session held by the page instead of a cookie: the embedded frame's signed-in hand-over
// (decision 0042) keeps its session here when the browser refuses cookies in a cross-site
// frame. Session calls then send it as a bearer token (no CSRF cookie needed). Empty otherwise.
let bearer: string | null = null;

export function setSessionBearer(token: string | null): void {
  bearer = token;
}

export const sessionBearer = (): string | null => bearer;
