import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
const url = process.argv[2]; const out = process.argv[3];
import { mkdtempSync } from 'node:fs'; const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', userDataDir: mkdtempSync('/tmp/lhp-'), chromeFlags: ['--disable-quic','--disable-background-networking','--disable-component-update','--disable-sync','--headless=new','--no-sandbox','--disable-gpu','--no-first-run'] });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  writeFileSync(out, JSON.stringify(lhr));
  const a = lhr.audits;
  console.log('score', lhr.categories.performance.score, 'LCP', a['largest-contentful-paint'].numericValue|0, 'FCP', a['first-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0);
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map(i=>[i.group, Math.round(i.duration)])));
  console.log('bootup', JSON.stringify(a['bootup-time'].details.items.map(i=>[i.url.slice(-30), Math.round(i.total), Math.round(i.scripting)])));
  console.log('long tasks', JSON.stringify((a['long-tasks']?.details?.items??[]).map(i=>[i.url?.slice(-25), Math.round(i.startTime), Math.round(i.duration)])));
  const lcpEl = a['largest-contentful-paint-element']?.details?.items;
  console.log('lcp el', JSON.stringify(lcpEl).slice(0,1500));
  console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map(i=>[i.url.slice(-40), i.wastedMs])));
  const req = a['network-requests'].details.items.filter(i=>i.resourceType==='Script'||i.resourceType==='Stylesheet'||i.resourceType==='Font'||i.resourceType==='Document');
  console.log('reqs', JSON.stringify(req.map(i=>[i.url.slice(-30), i.resourceType, i.transferSize, Math.round(i.networkRequestTime), Math.round(i.networkEndTime)])));
} finally { await chrome.kill(); }
