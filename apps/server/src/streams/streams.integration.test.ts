// Video of matches over the real migrations (PGlite, and PostgreSQL in the pg run): the video
// and streams calls, the signed HLS playlist and segments they point to, the watch-together id,
// `has_video` only where a stream exists, the operator's video setting, and bad input.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpPlayer } from '../testing/bettor';
import { type TestContext, createTestContext, matchIdOf } from '../testing/test-app';
import { LIVE_WINDOW_SEGMENTS } from './demo-stream';
import { ESPORTS_DELAY_SECONDS, broadcastDelaySeconds } from './streams-service';

const API = '/api/sportsbook';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

let ctx: TestContext;
let token: string;
let arsenalChelsea: number;
let liverpoolEverton: number;
let sevillaValencia: number;
let naviFaze: number;

async function get(url: string, bearer?: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url,
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    text: res.body,
    body: res.headers['content-type']?.toString().startsWith('application/json')
      ? (res.json() as Json)
      : null,
  };
}

/** The segment lines of a media playlist, in order. */
const segmentLines = (playlist: string) =>
  playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));

beforeAll(async () => {
  ctx = await createTestContext({ apiDocs: false });
  token = (await signUpPlayer(ctx.app, { prefix: 'viewer' })).token;
  arsenalChelsea = await matchIdOf(ctx.database, 'sr:match:1001');
  liverpoolEverton = await matchIdOf(ctx.database, 'sr:match:1002');
  sevillaValencia = await matchIdOf(ctx.database, 'sr:match:1004');
  naviFaze = await matchIdOf(ctx.database, 'od:match:3001');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /matches/{id}/video', () => {
  it('gives a signed-in player the live stream of a live match with video', async () => {
    const res = await get(`${API}/matches/${arsenalChelsea}/video`, token);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const match = (await get(`${API}/matches/${arsenalChelsea}`)).body.data;
    const delay = broadcastDelaySeconds(match);
    expect(res.body.data).toMatchObject({
      match_id: arsenalChelsea,
      state: 'live',
      starts_at: match.start_time,
      delayed: delay > 0,
      delay_seconds: delay,
      video: {
        frame: false,
        provider: 'betradar',
        language_code: null,
        format: 'hls',
        delay_seconds: delay,
      },
    });
    expect(res.body.data.video.link).toMatch(
      new RegExp(`^/api/sportsbook/streams/${arsenalChelsea}/live\\.m3u8\\?token=`),
    );
    expect(Date.parse(res.body.data.video.expires_at)).toBeGreaterThan(ctx.clock.now().getTime());
  });

  it('announces a planned broadcast before kick-off, held back for an e-sports match', async () => {
    const res = await get(`${API}/matches/${naviFaze}/video`, token);
    expect(res.body.data).toMatchObject({
      state: 'not_started',
      delayed: true,
      delay_seconds: ESPORTS_DELAY_SECONDS,
      video: null,
    });
  });

  it('says when a match has no broadcast', async () => {
    for (const id of [liverpoolEverton, sevillaValencia]) {
      const res = await get(`${API}/matches/${id}/video`, token);
      expect(res.body.data).toMatchObject({ state: 'no_video', delayed: false, video: null });
    }
  });

  it('is for signed-in players only, and answers 404 for an unknown match', async () => {
    const signedOut = await get(`${API}/matches/${arsenalChelsea}/video`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.code).toBe('unauthorized');
    const unknown = await get(`${API}/matches/999999/video`, token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  it('refuses a malformed match id with 400 naming the field', async () => {
    for (const id of ['abc', '0', '-1', '99999999999999999999', '1.5']) {
      const res = await get(`${API}/matches/${id}/video`, token);
      expect(res.status, id).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.field).toBe('id');
    }
  });
});

describe('GET /matches/{id}/streams', () => {
  it('lists the streams playing now as widget links', async () => {
    const live = await get(`${API}/matches/${arsenalChelsea}/streams`, token);
    expect(live.status).toBe(200);
    expect(live.body.data).toHaveLength(1);
    expect(live.body.data[0]).toMatchObject({ frame: false, format: 'hls', provider: 'betradar' });
    expect((await get(`${API}/matches/${naviFaze}/streams`, token)).body.data).toEqual([]);
    expect((await get(`${API}/matches/${liverpoolEverton}/streams`, token)).body.data).toEqual([]);
  });

  it('is for signed-in players only, with 404 and 400 as the video call', async () => {
    expect((await get(`${API}/matches/${arsenalChelsea}/streams`)).status).toBe(401);
    expect((await get(`${API}/matches/999999/streams`, token)).status).toBe(404);
    expect((await get(`${API}/matches/x/streams`, token)).status).toBe(400);
  });
});

describe('the stream a link points to', () => {
  async function link(matchId = arsenalChelsea, bearer = token): Promise<string> {
    return (await get(`${API}/matches/${matchId}/video`, bearer)).body.data.video.link;
  }

  it('serves a live playlist whose window moves with the clock, and its segments', async () => {
    const url = await link();
    const first = await get(url);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.text).toMatch(/^#EXTM3U\n/);
    expect(first.text).not.toContain('#EXT-X-ENDLIST');
    const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)?.[1]);
    const segments = segmentLines(first.text);
    expect(segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    const query = url.slice(url.indexOf('?'));
    for (const segment of segments) expect(segment.endsWith(query)).toBe(true);

    const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(first.text)?.[1] as string;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    const init = await get(base + map);
    expect(init.status).toBe(200);
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.headers['cache-control']).toContain('immutable');
    const segment = await get(base + (segments[0] as string));
    expect(segment.status).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp4');
    // A fragmented MP4 segment opens with its `styp` or `moof` box.
    expect(segment.text.slice(4, 8)).toMatch(/styp|moof/);

    ctx.clock.advance(6000);
    const later = await get(url);
    expect(sequence(later.text)).toBe(sequence(first.text) + 3);
  });

  it('refuses a link of another match, another or an expired token, and no token', async () => {
    const url = await link();
    const other = (await link(arsenalChelsea)).replace(
      `/streams/${arsenalChelsea}/`,
      `/streams/${liverpoolEverton}/`,
    );
    expect((await get(other)).status).toBe(403);
    const forged = url.replace(/token=[^.]+\.(\d+)\./, 'token=9999999999.$1.');
    expect((await get(forged)).status).toBe(403);
    expect((await get(url.slice(0, url.indexOf('?')))).status).toBe(400);
    expect((await get(`${url.slice(0, url.indexOf('?'))}?token=%00`)).status).toBe(400);
    expect((await get(url.replace('live.m3u8', '..%2Fstream.json'))).status).toBe(400);
    expect((await get(url.replace('live.m3u8', 'stream.m4s'))).status).toBe(404);

    ctx.clock.advance(5 * 3600_000);
    expect((await get(url)).status).toBe(403);
  });
});

describe('GET /watchersio/userid', () => {
  it("gives each player a stable pseudonym that is not the account's id", async () => {
    // A player of its own: the expired-link test above moved the clock past idle sessions.
    const token = (await signUpPlayer(ctx.app, { prefix: 'viewer' })).token;
    const one = await get(`${API}/watchersio/userid`, token);
    expect(one.status).toBe(200);
    expect(one.body.data.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect((await get(`${API}/watchersio/userid`, token)).body.data).toEqual(one.body.data);
    const other = (await signUpPlayer(ctx.app, { prefix: 'viewer' })).token;
    const theirs = await get(`${API}/watchersio/userid`, other);
    expect(theirs.body.data.user_id).not.toBe(one.body.data.user_id);
    expect((await get(`${API}/watchersio/userid`)).status).toBe(401);
  });
});

describe('has_video and the video setting', () => {
  it('advertises video on the matches with a stream, and the setting on', async () => {
    const withVideo = await get(`${API}/matches?has_video=true`);
    const ids = withVideo.body.data.map((m: Json) => m.id);
    expect(ids).toContain(arsenalChelsea);
    expect(ids).not.toContain(liverpoolEverton);
    expect((await get(`${API}/settings`)).body.video_settings).toEqual({ enabled: true });
  });

  it('advertises no video at all when no stream could be made', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-stream-'));
    const without = await createTestContext({
      apiDocs: false,
      streams: { demoStreamDir: empty },
    });
    try {
      const call = async (url: string, bearer?: string) =>
        (
          await without.app.inject({
            method: 'GET',
            url,
            headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
          })
        ).json() as Json;
      expect((await call(`${API}/matches?has_video=true`)).data).toEqual([]);
      const all = await call(`${API}/matches?limit=500`);
      expect(all.data.length).toBeGreaterThan(0);
      expect(all.data.every((m: Json) => m.has_video === false)).toBe(true);
      expect((await call(`${API}/matches?has_video=false`)).pagination.total).toBe(
        all.pagination.total,
      );
      const viewer = (await signUpPlayer(without.app)).token;
      const video = await call(`${API}/matches/${arsenalChelsea}/video`, viewer);
      expect(video.data).toMatchObject({ state: 'no_video', video: null });
    } finally {
      await without.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('shows no video anywhere when the operator turns it off', async () => {
    const off = await createTestContext({ apiDocs: false, streams: { videoEnabled: false } });
    try {
      const viewer = (await signUpPlayer(off.app)).token;
      const call = async (url: string) =>
        (
          await off.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${viewer}` },
          })
        ).json() as Json;
      expect((await call(`${API}/settings`)).video_settings).toEqual({ enabled: false });
      const video = await call(`${API}/matches/${arsenalChelsea}/video`);
      expect(video.data).toMatchObject({ state: 'disabled', video: null, delayed: false });
    } finally {
      await off.close();
    }
  });
});
