// The demo provider's game page: what a provider's launch URL opens in the sportsbook's frame.
// Plain HTML with one small script (no framework): it reads the session, shows the card, stakes
// through the provider's calls and animates the run to the result the server drew. Its texts are
// the provider's own (a provider's game has its own language handling), English here.
import { DEMO_PROVIDER_BASE, type ProductLineApp } from '@sportsbook/contract';

const COPY: Record<ProductLineApp, { name: string; run: string; next: string; pick: string }> = {
  horse_racing: { name: 'Virtual racing', run: 'Start race', next: 'Next race', pick: 'Runners' },
  lotteries: { name: 'Lucky 12 lottery', run: 'Draw', next: 'Next draw', pick: 'Balls' },
  premium_cricket: { name: 'Virtual cricket', run: 'Bowl', next: 'Next ball', pick: 'Next ball' },
  virtual_gaming_arena: {
    name: 'Arena duel',
    run: 'Play match',
    next: 'Next match',
    pick: 'Winner',
  },
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.4 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#0f1923;color:#e8edf2}
main{padding:12px;max-width:960px;margin:auto}h1{font-size:16px;margin:0}
.top{display:flex;flex-wrap:wrap;gap:8px;align-items:baseline;justify-content:space-between;margin-bottom:8px}
.muted{color:#9fb0c0;font-size:12px}.hash{font-family:ui-monospace,monospace;word-break:break-all}
.grid{display:grid;gap:12px}@media(min-width:760px){.grid{grid-template-columns:minmax(0,1fr) 280px}}
.panel{background:#172532;border-radius:8px;padding:10px}
h2{font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:#9fb0c0;margin:0 0 8px}
.outcomes{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:6px;list-style:none;margin:0;padding:0}
.outcome{width:100%;display:flex;justify-content:space-between;gap:8px;align-items:center;padding:8px 10px;border-radius:6px;border:1px solid #2a3b4b;background:#1d2e3d;color:inherit;font:inherit;cursor:pointer;text-align:start}
.outcome[aria-pressed=true]{border-color:#ffc629;background:#2a3a22}.outcome:disabled{cursor:default;opacity:.75}
.odds{font-weight:700;color:#ffc629;font-variant-numeric:tabular-nums}
.track{position:relative;margin-top:10px;display:grid;gap:4px}
.lane{position:relative;height:24px;border-radius:4px;background:repeating-linear-gradient(90deg,#1f3a2a 0 38px,#22402e 38px 76px);overflow:hidden}
.lane::after{content:"";position:absolute;inset-block:0;inset-inline-end:8px;width:3px;background:#fff8}
.runner{position:absolute;inset-block:2px;inset-inline-start:2px;display:flex;align-items:center;gap:4px;padding:0 6px;border-radius:10px;background:#ffc629;color:#0f1923;font-weight:700;font-size:12px;white-space:nowrap;transition-property:inset-inline-start;transition-timing-function:cubic-bezier(.3,.1,.3,1)}
.meter{height:8px;border-radius:4px;background:#243646;overflow:hidden;margin-top:10px}.meter span{display:block;height:100%;width:0;background:#ffc629;transition-property:width;transition-timing-function:linear}
label{display:block;font-size:12px;color:#9fb0c0;margin:8px 0 4px}
input{width:100%;padding:8px;border-radius:6px;border:1px solid #3a4f63;background:#0f1923;color:inherit;font:inherit}
button.act{width:100%;margin-top:8px;padding:9px;border-radius:6px;border:0;font:inherit;font-weight:700;cursor:pointer;background:#ffc629;color:#0f1923}
button.act.alt{background:#2a3b4b;color:#e8edf2}button.act:disabled{opacity:.5;cursor:default}
ul.stakes{list-style:none;margin:6px 0 0;padding:0;display:grid;gap:4px}ul.stakes li{display:flex;justify-content:space-between;gap:6px}
.result{margin-top:10px;font-weight:700;min-height:1.4em}.win{color:#5fd38d}.err{color:#ff8c8c;min-height:1.2em;margin-top:6px}
.runner.first{background:#5fd38d}.meter span.done{background:#5fd38d}
:focus-visible{outline:2px solid #ffc629;outline-offset:2px}
`;

const SCRIPT = String.raw`
const base = ${JSON.stringify(DEMO_PROVIDER_BASE)};
const token = new URLSearchParams(location.search).get('session') || '';
const copy = JSON.parse(document.getElementById('copy').textContent);
const $ = (id) => document.getElementById(id);
let session = null, round = null, picked = null, busy = false, shownResult = null;
const money = (minor) => session && session.currency
  ? new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(minor / session.subunits)
  : String(minor);
async function call(method, path, body) {
  const response = await fetch(base + '/sessions/' + token + path, {
    method, headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw Object.assign(new Error(data.message || 'Request failed'), { data });
  return data;
}
const REFUSALS = {
  'error.virtual.stake_below_min': () => 'The lowest stake is ' + money(session.min_stake) + '.',
  'error.virtual.stake_above_max': () => 'The highest stake is ' + money(session.max_stake) + '.',
  'error.virtual.insufficient_balance': () => 'Your balance does not cover this stake.',
  'error.virtual.too_many_stakes': () => 'You have as many stakes on this round as allowed.',
};
function explain(error) {
  const code = error.data && error.data.message;
  if (REFUSALS[code]) return REFUSALS[code]();
  if (code && code.startsWith('error.virtual.limit_')) return 'This stake would pass one of your limits.';
  return error.message;
}
function render() {
  $('balance').textContent = session.real_money ? 'Balance ' + money(session.balance) : 'Watching: sign in to the sportsbook to stake';
  if (!round) return;
  $('title').textContent = copy.name + ' · ' + round.title;
  $('hash').textContent = round.seed ? 'Seed ' + round.seed : 'Seed hash ' + round.seed_hash;
  const open = round.status === 'open';
  const list = $('outcomes'); list.replaceChildren();
  for (const outcome of round.outcomes) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button'; button.className = 'outcome';
    button.setAttribute('aria-pressed', String(picked === outcome.id));
    button.disabled = !open || !session.real_money;
    const name = document.createElement('span'); name.textContent = outcome.name;
    const odds = document.createElement('span'); odds.className = 'odds'; odds.textContent = outcome.odds.toFixed(2);
    button.append(name, odds);
    button.setAttribute('aria-label', outcome.name + ', odds ' + outcome.odds.toFixed(2));
    button.addEventListener('click', () => { picked = outcome.id; render(); });
    item.append(button); list.append(item);
  }
  const stakes = $('stakes'); stakes.replaceChildren();
  for (const stake of round.stakes) {
    const outcome = round.outcomes.find((o) => o.id === stake.outcome_id);
    const item = document.createElement('li');
    const left = document.createElement('span'); left.textContent = outcome.name + ' @ ' + stake.odds.toFixed(2);
    const right = document.createElement('span');
    right.textContent = money(stake.stake) + (stake.payout === null ? '' : stake.payout > 0 ? ' → ' + money(stake.payout) : ' · lost');
    item.append(left, right); stakes.append(item);
  }
  $('no-stakes').hidden = round.stakes.length > 0;
  $('stake-form').hidden = !session.real_money;
  if (session.currency) $('stake-label').textContent = 'Stake (' + session.currency + ')';
  $('place').disabled = busy || !open || picked === null;
  $('run').disabled = busy || !open;
  $('run').textContent = copy.run;
  $('next').hidden = round.status !== 'settled';
  $('next').textContent = copy.next;
  renderTrack();
}
function renderTrack() {
  const track = $('track');
  if (track.dataset.round !== String(round.id)) {
    track.dataset.round = String(round.id); track.replaceChildren();
    if (round.app === 'horse_racing') {
      round.outcomes.forEach((outcome, index) => {
        const lane = document.createElement('div'); lane.className = 'lane';
        const runner = document.createElement('span'); runner.className = 'runner'; runner.id = 'runner-' + outcome.id;
        runner.textContent = (index + 1) + ' ' + outcome.name; runner.setAttribute('aria-hidden', 'true');
        lane.append(runner); track.append(lane);
      });
    } else {
      const meter = document.createElement('div'); meter.className = 'meter';
      const bar = document.createElement('span'); bar.id = 'bar'; meter.append(bar); track.append(meter);
    }
  }
}
function animate() {
  const left = Math.max(0, new Date(round.finishes_at).getTime() - Date.now());
  if (round.app === 'horse_racing') {
    // The result is drawn when the run is over, so the field moves with the page's own random
    // jostling and takes its finishing order from the server's draw at the line.
    for (const outcome of round.outcomes) {
      const runner = $('runner-' + outcome.id);
      runner.style.transitionDuration = left + 'ms';
      runner.style.insetInlineStart = 'calc(' + (58 + Math.random() * 14).toFixed(1) + '% - 40px)';
    }
  } else {
    const bar = $('bar'); bar.style.transitionDuration = left + 'ms'; bar.style.width = '100%';
  }
  $('result').textContent = copy.name + ' running…';
  setTimeout(poll, left + 50);
}
function finish() {
  if (shownResult === round.id) return;
  shownResult = round.id;
  const order = round.result;
  if (round.app === 'horse_racing') {
    order.forEach((id, place) => {
      const runner = $('runner-' + id);
      runner.style.transitionDuration = '600ms';
      runner.style.insetInlineStart = 'calc(' + (100 - place * 12) + '% - ' + (place === 0 ? 130 : 120) + 'px)';
      runner.classList.toggle('first', place === 0);
    });
  } else {
    $('bar').classList.add('done');
  }
  const winner = round.outcomes.find((o) => o.id === order[0]);
  const staked = round.stakes.length > 0;
  const result = $('result');
  result.className = 'result' + (round.paid > 0 ? ' win' : '');
  result.textContent = 'Winner: ' + winner.name + '. ' + (!staked ? '' : round.paid > 0 ? 'You won ' + money(round.paid) + '.' : 'No win this time.');
}
async function poll() {
  round = await call('GET', '/rounds/' + round.id);
  if (round.status === 'settled') {
    session = await call('GET', '');
    render(); finish();
  } else setTimeout(poll, 400);
}
async function refresh() {
  session = await call('GET', '');
  round = session.round && session.round.status !== 'settled' ? session.round : await call('POST', '/rounds');
  render();
  if (round.status === 'running') animate();
}
$('place').addEventListener('click', async () => {
  const text = $('stake').value.trim().replace(',', '.');
  const major = Number(text);
  $('error').textContent = '';
  if (!text || !Number.isFinite(major) || major <= 0) { $('error').textContent = 'Enter a stake.'; return; }
  busy = true; render();
  try {
    round = await call('POST', '/rounds/' + round.id + '/stakes', {
      outcome_id: picked, stake: Math.round(major * session.subunits), request_key: crypto.randomUUID() });
    session = await call('GET', '');
  } catch (error) { $('error').textContent = explain(error); }
  busy = false; render();
});
$('run').addEventListener('click', async () => {
  busy = true; render();
  try { round = await call('POST', '/rounds/' + round.id + '/run'); busy = false; render(); animate(); }
  catch (error) { busy = false; $('error').textContent = explain(error); render(); }
});
$('next').addEventListener('click', async () => {
  picked = null; $('result').textContent = ''; $('error').textContent = '';
  round = await call('POST', '/rounds'); render(); $('outcomes').querySelector('button')?.focus();
});
refresh().catch((error) => { $('error').textContent = explain(error); });
// The launching page sizes its frame to the game (no scrolling inside the frame). The launch URL
// is on the page's own origin, so the message goes to that origin only.
if (window.parent !== window) {
  const main = document.querySelector('main');
  new ResizeObserver(() => {
    window.parent.postMessage(
      { type: 'game-frame-size', height: Math.ceil(main.getBoundingClientRect().height) },
      location.origin,
    );
  }).observe(main);
}
`;

/** The page, with the nonce its style and script run under (the answer's CSP names it). */
export function demoProviderPage(app: ProductLineApp, nonce: string): string {
  const copy = COPY[app];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${copy.name} · demo provider</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<style nonce="${nonce}">${STYLE}</style></head>
<body><main>
<div class="top"><h1 id="title">${copy.name}</h1><span id="balance" class="muted" aria-live="polite"></span></div>
<div class="grid">
<section class="panel" aria-labelledby="pick-title">
<h2 id="pick-title">${copy.pick}</h2>
<ul id="outcomes" class="outcomes"></ul>
<div id="track" class="track"></div>
<p id="result" class="result" role="status" aria-live="polite"></p>
<p class="muted hash" id="hash"></p>
</section>
<section class="panel" aria-labelledby="slip-title">
<h2 id="slip-title">Your stakes</h2>
<p id="no-stakes" class="muted">Pick an outcome and stake.</p>
<ul id="stakes" class="stakes"></ul>
<div id="stake-form"><label for="stake" id="stake-label">Stake</label><input id="stake" inputmode="decimal" autocomplete="off" value="1.00">
<button id="place" class="act" type="button">Place stake</button></div>
<button id="run" class="act alt" type="button">${copy.run}</button>
<button id="next" class="act" type="button" hidden>${copy.next}</button>
<p id="error" class="err" role="alert"></p>
<p class="muted">Demo provider: a fair draw from a seed committed before staking, paid through the sportsbook wallet.</p>
</section></div></main>
<script type="application/json" id="copy">${JSON.stringify(copy)}</script>
<script nonce="${nonce}">${SCRIPT}</script></body></html>`;
}
