import { defineConfig, devices } from '@playwright/test';

// Journeys run in Debian's Chromium (never a downloaded browser) against the real server and
// database, started fresh by `scripts/start.mjs` on an in-memory PGlite.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webPort = Number(process.env.E2E_WEB_PORT ?? 3000);
const baseURL = `http://localhost:${webPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Visitors arrive with a cookie choice made, so the banner covers nothing a journey clicks;
    // tracking-consent.spec.ts starts without it.
    storageState: {
      cookies: [
        {
          name: 'consent',
          value: 'necessary',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs --no-build',
    url: `${baseURL}/sports`,
    timeout: 180_000,
    reuseExistingServer: false,
    // start.mjs runs the API and web servers in their own process groups and ends them on SIGTERM.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PGLITE_DATA_DIR: 'memory://',
      WEB_PORT: String(webPort),
      LOG_LEVEL: 'warn',
      // blocked-country.spec.ts sends cf-ipcountry: US.
      BLOCKED_COUNTRIES: 'US',
      // No surprise jackpot hit interrupts a journey; jackpots.spec.ts forces its hit.
      JACKPOT_CHANCE_HITS: 'false',
    },
  },
});
