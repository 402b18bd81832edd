// Session cookies inside an operator's cross-site frame (decision 0042): partitioned and
// SameSite=None over https when embedding is configured; Lax otherwise.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AuthHttp } from '../accounts/auth-http';
import type { AuthService } from '../accounts/auth-service';
import { DEFAULT_AUTH_CONFIG } from '../config/env';

function csrfCookieOptions(thirdPartyCookies: boolean, protocol: 'http' | 'https') {
  const set: Record<string, unknown>[] = [];
  const http = new AuthHttp({} as AuthService, { ...DEFAULT_AUTH_CONFIG, thirdPartyCookies });
  const reply = {
    setCookie: (_name: string, _value: string, options: object) => set.push({ ...options }),
  };
  http.setCsrfCookie({ protocol } as FastifyRequest, reply as unknown as FastifyReply, 'secret');
  return set[0];
}

describe('session cookies in a cross-site frame', () => {
  it('are partitioned and SameSite=None over https when hosts may frame the site', () => {
    expect(csrfCookieOptions(true, 'https')).toMatchObject({
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
  });

  it('stay Lax over plain http, where SameSite=None cookies are refused', () => {
    const options = csrfCookieOptions(true, 'http');
    expect(options).toMatchObject({ sameSite: 'lax', secure: false });
    expect(options).not.toHaveProperty('partitioned');
  });

  it('stay Lax when no host may frame the site', () => {
    expect(csrfCookieOptions(false, 'https')).toMatchObject({ sameSite: 'lax', secure: true });
  });
});
