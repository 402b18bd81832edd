// `Content-Security-Policy: frame-ancestors` of every page (decision 0042): only the configured
// host origins may frame the site; with none, only the site itself. It replaces X-Frame-Options,
// which cannot name more than one origin.

export function frameAncestorsPolicy(hostOrigins: readonly string[]): string {
  return `frame-ancestors ${["'self'", ...hostOrigins].join(' ')}`;
}
