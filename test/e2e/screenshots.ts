// Takes the screenshots the docs show, at the laptop size 1366x768: `npx tsx test/e2e/screenshots.ts`.
// It plays real positions by clicking, like the end-to-end tests, and writes docs/screenshot-*.png.

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { distance } from '../../src/core/grid/hex';
import { PROJECT_DIR } from '../../src/server/app';
import { seen, send, type Seen } from './drive';
import { startHarness } from './harness';

const out = (name: string) => join(PROJECT_DIR, 'docs', `screenshot-${name}.png`);

async function start(page: Page, url: string, game: string, seed: string) {
  await page.goto(url);
  await page.click(`label.pick:has-text("${game}")`);
  await page.fill('#opt-seed', seed);
  await page.click('[data-testid=start]');
  await page.waitForURL(/#\/match\/\d+$/);
  await page.waitForFunction(() => (window as any).turnover?.game.pending);
}

async function gridiron(page: Page, url: string) {
  await start(page, url, 'Gridiron', '2024');
  const formed = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const d = (await seen(page)).pending!;
    if (d.kind === 'turn') break;
    let a = d.actions[0];
    if (d.kind === 'setup') {
      a = formed.has(d.seat) ? d.actions.find((x) => x.type === 'setup-done')! : d.actions.find((x) => x.type === 'setup-formation')!;
      formed.add(d.seat);
    } else if (d.kind === 'kick') a = d.actions.find((x) => x.y === 7 && (x.x === 4 || x.x === 21)) ?? a;
    await send(page, a);
  }
  // A blitz with its block answered, then another player about to move: dodges marked, tackle zones shown.
  let s = await seen(page);
  await send(page, s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'blitz')!);
  s = await seen(page);
  await send(page, s.pending!.actions.find((a) => a.type === 'block')!);
  for (let i = 0; i < 8; i++) {
    s = await seen(page);
    if (s.pending!.kind === 'turn') break;
    const end = s.pending!.actions.find((a) => a.type === 'end-action');
    await send(page, end ?? s.pending!.actions[0]);
  }
  s = await seen(page);
  const mover = s.pending!.actions.find((a) => a.type === 'start-action' && a.action === 'move' && a.player === 'home-2');
  if (mover) await send(page, mover);
  await page.check('.tools input[type=checkbox]');
  await page.screenshot({ path: out('gridiron') });
}

function nearness(s: Seen, x: number, y: number): number {
  const foes = s.players.filter((p) => p.side !== s.pending!.seat && p.place === 'field' && p.x >= 0);
  return Math.min(...foes.map((f) => distance({ x, y }, { x: f.x, y: f.y })));
}

async function runeball(page: Page, url: string) {
  await start(page, url, 'Runeball', '5');
  for (let i = 0; i < 60; i++) {
    const s = await seen(page);
    const acts = s.pending!.actions;
    const moves = acts.filter((a) => a.type === 'move');
    if (i > 24 && moves.length > 20) break;
    const block = acts.find((a) => a.type === 'block');
    const a =
      block ??
      (s.pending!.kind === 'kick-target' ? acts.find((x) => x.x === 9 && x.y === 7) : undefined) ??
      (moves.length ? moves.reduce((b, m) => (nearness(s, m.x as number, m.y as number) < nearness(s, b.x as number, b.y as number) ? m : b)) : undefined) ??
      acts.find((x) => x.type === 'formation' || x.type === 'receive' || x.type === 'activate') ??
      acts[0];
    await send(page, a);
  }
  await page.screenshot({ path: out('runeball') });
}

async function spot(page: Page, url: string) {
  await page.goto(`${url}#/spot/chase`);
  await page.fill('#in-pursuer-skill', '65');
  await page.fill('#in-quarry-skill', '50');
  await page.click('[data-testid=roll]');
  await page.click('[data-testid=roll]');
  await page.screenshot({ path: out('spot') });
}

async function replayShot(page: Page, url: string) {
  await page.goto(`${url}#/replay/1`);
  await page.waitForSelector('[data-testid=step]');
  for (let i = 0; i < 9; i++) await page.click('[data-testid=next]');
  await page.click('[data-testid=by-event]');
  for (let i = 0; i < 3; i++) await page.click('[data-testid=next]');
  await page.screenshot({ path: out('replay') });
}

async function home(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector('tr[data-match]');
  await page.screenshot({ path: out('matches') });
}

const h = await startHarness();
try {
  const page = await h.page();
  await gridiron(page, h.url);
  await runeball(page, h.url);
  await spot(page, h.url);
  await replayShot(page, h.url);
  await home(page, h.url);
  console.log('written: docs/screenshot-{gridiron,runeball,spot,replay,matches}.png');
} finally {
  await h.stop();
}
