import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { ScenarioReport } from '@factlint/kernel';
import { main } from '../src/main.js';

// The HTML report in a real browser: Debian's Chromium driven by playwright-core. Without
// Chromium the test is skipped, and says why (`.ci/run` installs it when it can).
const CHROMIUM = '/usr/bin/chromium';
const missing = existsSync(CHROMIUM)
  ? null
  : `${CHROMIUM} not found (apt-get install -y chromium): the HTML report browser test is skipped`;
if (missing) process.stderr.write(`html-report.browser.test: ${missing}\n`);

const repo = new URL('../../../', import.meta.url).pathname;
const inputs = [
  'examples/quickstart.yaml',
  'examples/facts-nb.yaml',
  'examples/facts-ja.yaml',
  'examples/facts-en.yaml',
  'packages/cli/test/fixtures/transcripts/en.yaml',
  'packages/cli/test/fixtures/transcripts/ja.yaml',
  'packages/cli/test/fixtures/injection.yaml',
].map((f) => join(repo, f));
const work = mkdtempSync(join(tmpdir(), 'factlint-html-'));
const reportFile = join(work, 'report.html');

async function cli(...args: string[]): Promise<string> {
  let stdout = '';
  const o = vi.spyOn(process.stdout, 'write').mockImplementation((s) => {
    stdout += String(s);
    return true;
  });
  try {
    await main(['node', 'factlint', ...args]);
  } finally {
    o.mockRestore();
  }
  return stdout;
}

describe.skipIf(missing !== null)('HTML report in Chromium', () => {
  let browser: BrowserContext;
  let page: Page;
  let reports: ScenarioReport[];
  const requests: string[] = [];

  beforeAll(async () => {
    await cli('verify', ...inputs, '--format', 'html', '--out', reportFile);
    reports = (JSON.parse(await cli('verify', ...inputs, '--format', 'json')) as { scenarios: ScenarioReport[] }).scenarios;
    const { chromium } = await import('playwright-core');
    // A fresh profile per run (playwright passes it as --user-data-dir).
    browser = await chromium.launchPersistentContext(join(work, 'profile'), {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
      viewport: { width: 1280, height: 900 },
    });
    page = await browser.newPage();
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(pathToFileURL(reportFile).href);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  });

  test('the summary is on top and every claim of every answer is highlighted with its status', async () => {
    await expect(page.locator('#summary .tile').first().textContent()).resolves.toMatch(/Severity/i);
    const marks = await page
      .locator('mark.claim')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-claim'), [...e.classList].find((c) => c.startsWith('status-'))]));
    const expected = reports.flatMap((r, s) => r.claims.map((c, i) => [`s${s + 1}-c${i + 1}`, `status-${c.status}`]));
    // A claim split by a crossing mark shows up more than once; each claim appears at least once.
    expect(new Map(marks as [string, string][])).toEqual(new Map(expected as [string, string][]));
  });

  test('clicking a contradicted claim shows its evidence in the context, the reason, and lights up the context span', async () => {
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'quarterly-report-contradicted' }) });
    const claim = section.locator('mark.claim.status-contradicted', { hasText: '$102.0 million' });
    await claim.click();
    const detail = section.locator('.panel .detail:not([hidden])');
    await expect(detail.count()).resolves.toBe(1);
    const text = await detail.textContent();
    expect(text).toContain('contradicted');
    expect(text).toMatch(/numeric\.[a-z-]+/);
    await expect(detail.locator('mark.evidence').textContent()).resolves.toBe('$120.0 million');
    await expect(section.locator('details.context mark.evidence.active').first().textContent()).resolves.toBe('$120.0 million');
    await expect(claim.getAttribute('class')).resolves.toContain('selected');
  });

  test('hovering another claim previews it; moving away brings the clicked one back', async () => {
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'quarterly-report-contradicted' }) });
    await section.locator('mark.claim', { hasText: '$0.45' }).hover();
    await expect(section.locator('.panel .detail:not([hidden]) h3').textContent()).resolves.toContain('$0.45');
    await page.mouse.move(1, 1);
    await expect(section.locator('.panel .detail:not([hidden]) h3').textContent()).resolves.toContain('$102.0 million');
  });

  test('declared facts: the figure is underlined in the answer and the facts table shows the outcome', async () => {
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'example-ja-kihon-teate' }) });
    await section.locator('tr[data-fact]').first().click();
    await expect(section.locator('.panel .detail:not([hidden])').textContent()).resolves.toMatch(/correct/);
    await expect(section.locator('mark.fact.selected').first().textContent()).resolves.toContain('42万円');
  });

  test('an answer with <script> and an onerror image stays text: nothing runs', async () => {
    const pwned = await page.evaluate(
      () => (window as unknown as { __pwned?: number; __ctx?: number }).__pwned ?? (window as unknown as { __ctx?: number }).__ctx ?? null,
    );
    expect(pwned).toBeNull();
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'html-injection' }) });
    await expect(section.locator('.turn .text').first().textContent()).resolves.toContain(
      '<script>window.__pwned = 1</script><img src=x onerror=',
    );
  });

  test('answers are rendered from Markdown: no `**` or `###` left in any assistant turn, headings and lists are elements', async () => {
    const raw = await page
      .locator('.turn.assistant .text')
      .evaluateAll((els) => els.filter((e) => /\*\*|^#{1,6} /m.test(e.textContent ?? '')).map((e) => e.textContent));
    expect(raw).toEqual([]);
    const nb = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'grunnbelop-samtale' }) });
    await expect(nb.locator('.turn.assistant h3').first().textContent()).resolves.toBe('Grunnbeløpet (G)');
    await expect(nb.locator('.turn.assistant li strong mark.fact').first().textContent()).resolves.toBe('136 549 kroner');
  });

  test('every claim is marked exactly once, around its own text (a link destination: around the link)', async () => {
    const marks = await page
      .locator('.turn.assistant mark.claim')
      .evaluateAll((els) =>
        els.map((e) => ({ id: e.getAttribute('data-claim'), text: e.textContent, href: e.closest('a')?.getAttribute('href') ?? null })),
      );
    const problems: string[] = [];
    reports.forEach((r, s) => {
      r.claims.forEach((c, i) => {
        const id = `s${s + 1}-c${i + 1}`;
        const found = marks.filter((m) => m.id === id);
        const around = found.length === 1 && (found[0]!.text === c.text || found[0]!.href === c.text);
        if (!around) problems.push(`${r.id} ${id} ${JSON.stringify(c.text)} → ${JSON.stringify(found)}`);
      });
    });
    expect(problems).toEqual([]);
    expect(marks.filter((m) => m.href !== null).map((m) => [m.text, m.href])).toEqual([
      ['report', 'https://example.com/investors/q3-2026?utm_source=chat'],
    ]);
  });

  test('a figure that is only an "other value" of a correct fact is not underlined like the correct one', async () => {
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'example-en-caregiver-allowance' }) });
    const correct = section.locator('mark.fact.outcome-correct', { hasText: '$14,000' });
    const other = section.locator('mark.fact.other-value', { hasText: '$1,166.67' });
    const look = (l: typeof correct) =>
      l.evaluate((e) => {
        const st = getComputedStyle(e);
        return `${st.borderBottomStyle} ${st.borderBottomColor}`;
      });
    await expect(look(correct)).resolves.toBe('dashed rgb(47, 143, 70)');
    await expect(look(other)).resolves.not.toBe(await look(correct));
    await expect(other.getAttribute('title')).resolves.toContain('other value');
  });

  test('at 420 px: no horizontal overflow, and a tapped claim’s evidence opens under it, inside the viewport', async () => {
    const narrow = await browser.newPage();
    await narrow.setViewportSize({ width: 420, height: 800 });
    await narrow.goto(pathToFileURL(reportFile).href);
    const widths = await narrow.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    for (const [scenario, claim] of [
      ['quarterly-report-contradicted', '$102.0 million'],
      ['grunnbelop-samtale', '136 549 kroner'],
      ['example-ja-kihon-teate', '42万円'],
    ] as const) {
      const section = narrow.locator('section.scenario', { has: narrow.locator('h2', { hasText: scenario }) });
      const mark = section.locator('.turn.assistant mark', { hasText: claim }).first();
      await mark.click();
      const panel = await section.locator('.panel').boundingBox();
      const tapped = await mark.boundingBox();
      expect(panel, scenario).not.toBeNull();
      expect(panel!.x).toBeGreaterThanOrEqual(0);
      expect(panel!.y).toBeGreaterThanOrEqual(0);
      expect(panel!.x + panel!.width).toBeLessThanOrEqual(420);
      expect(panel!.y + panel!.height).toBeLessThanOrEqual(800);
      expect(panel!.y, `${scenario}: the panel opens under the tapped claim`).toBeGreaterThanOrEqual(tapped!.y + tapped!.height - 1);
      await expect(section.locator('.panel .detail:not([hidden])').count()).resolves.toBe(1);
      if (scenario === 'quarterly-report-contradicted') {
        mkdirSync(join(repo, 'reports'), { recursive: true });
        await narrow.screenshot({ path: join(repo, 'reports/html-report-420.png') });
      }
    }
    await narrow.close();
  });

  test('at 1,400 px: the claims and facts tables show every column, evidence and reason included, with no scroll', async () => {
    const wide = await browser.newPage();
    await wide.setViewportSize({ width: 1400, height: 900 });
    await wide.goto(pathToFileURL(reportFile).href);
    const tables = await wide
      .locator('.table-scroll')
      .evaluateAll((els) => els.map((e) => ({ scroll: e.scrollWidth, client: e.clientWidth })));
    expect(tables.length).toBeGreaterThan(5);
    for (const t of tables) expect(t.scroll).toBeLessThanOrEqual(t.client);
    const headers = await wide
      .locator('table.claims th, table.facts th')
      .evaluateAll((els) =>
        els.map((e) => ({ text: e.textContent, right: e.getBoundingClientRect().right, width: e.getBoundingClientRect().width })),
      );
    for (const h of headers.filter((x) => x.text === 'evidence' || x.text === 'reason')) {
      expect(h.right).toBeLessThanOrEqual(1400);
      expect(h.width).toBeGreaterThan(60);
    }
    expect(headers.filter((x) => x.text === 'evidence').length).toBeGreaterThan(3);
    const section = wide.locator('section.scenario', { has: wide.locator('h2', { hasText: 'quarterly-report-contradicted' }) });
    await section.locator('mark.claim.status-contradicted').first().click();
    const panel = await section.locator('.panel').boundingBox();
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(1400);
    await section.screenshot({ path: join(repo, 'reports/html-report-1400.png') });
    await wide.close();
  });

  test('CJK text is marked with its language, and the style names CJK fonts to fall back on', async () => {
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'example-ja-kihon-teate' }) });
    await expect(section.locator('.turn.assistant .text').first().getAttribute('lang')).resolves.toBe('ja');
    const family = await section
      .locator('.turn.assistant .text')
      .first()
      .evaluate((e) => getComputedStyle(e).fontFamily);
    expect(family).toMatch(/Noto Sans CJK JP/);
    expect(family).toMatch(/Hiragino Sans/);
  });

  test('self-contained: the page loads nothing but itself', () => {
    expect(requests).toEqual([pathToFileURL(reportFile).href]);
  });

  test('screenshots: reports/html-report.png (a flagged answer, its evidence shown) and reports/html-report-full.png', async () => {
    mkdirSync(join(repo, 'reports'), { recursive: true });
    const section = page.locator('section.scenario', { has: page.locator('h2', { hasText: 'quarterly-report-contradicted' }) });
    await section.locator('mark.claim.status-contradicted').first().click();
    const file = join(repo, 'reports/html-report.png');
    await section.screenshot({ path: file });
    await page.screenshot({ path: join(repo, 'reports/html-report-full.png'), fullPage: true });
    expect(readFileSync(file).subarray(1, 4).toString()).toBe('PNG');
  });
});

test('the browser test runs here, or says why not', (ctx) => {
  if (missing) ctx.skip(missing);
  expect(existsSync(CHROMIUM)).toBe(true);
});
