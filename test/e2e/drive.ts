// Driving a match in the page by clicking, as a person would: the tests read the pending decision (through the
// read-only `window.turnover` handle) to decide what to click, and click squares, players and buttons.

import type { Page } from 'playwright-core';
import type { Action, Decision } from '../../src/index';

export interface Seen {
  step: number;
  pending: Decision | null;
  /** The view's players: ids as text, `side` the seat, `place` where they are (pitch, field, reserves, bench...). */
  players: { id: string; side: string; x: number; y: number; place: string; stance: string }[];
}

/** Whether an opponent stands next to the player (a step away would need a dodge). */
export function near(s: Seen, id: string): boolean {
  const p = s.players.find((q) => q.id === id)!;
  return s.players.some((q) => q.side !== p.side && q.place === 'pitch' && Math.abs(q.x - p.x) <= 1 && Math.abs(q.y - p.y) <= 1);
}

export async function seen(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const t = (window as any).turnover;
    const v = t.view();
    const players = (v.players ?? []).map((p: any) => ({
      id: String(p.id),
      side: p.side ?? p.team,
      x: p.x,
      y: p.y,
      place: p.place ?? p.status,
      stance: p.stance ?? (p.prone ? 'prone' : 'standing'),
    }));
    return JSON.parse(JSON.stringify({ step: t.game.step, pending: t.game.pending, players }));
  });
}

const ref = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const onPitch = (place: string) => place === 'pitch' || place === 'field';

async function settled(page: Page, before: number): Promise<void> {
  await page.waitForFunction((b) => (window as any).turnover?.game.step > b, before, { timeout: 20_000 });
}

/** Clicks the square or hex at x,y (the board's click layer). */
export async function clickCell(page: Page, x: number, y: number): Promise<void> {
  await page.click(`svg.board .hit polygon[data-x="${x}"][data-y="${y}"]`);
}

/** Clicks the decision panel's button whose words start with `text`. */
export async function clickButton(page: Page, text: string | RegExp): Promise<void> {
  const re = typeof text === 'string' ? new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : text;
  await page.locator('.decision button.act').filter({ hasText: re }).first().click();
}

/** Clicks whatever sends `a`: its square, the player it names (then its button when the player has several), or its
 * button; waits for the game to move on. */
export async function send(page: Page, a: Action): Promise<void> {
  const s = await seen(page);
  const button = page.locator(`.decision button.act[data-key="${keyOf(a)}"]`).first();
  const who = ref(a.target) ?? ref(a.to) ?? ref(a.player);
  if (typeof a.x === 'number' && typeof a.y === 'number' && a.x >= 0 && a.y >= 0) {
    if (ref(a.player) !== null) await clickPiece(page, s, ref(a.player)!);
    await clickCell(page, a.x, a.y);
    // A square that several actions share (a step, or a step pushing a chest) asks which: its button names it.
    const sharing = (s.pending?.actions ?? []).filter((b: Action) => b.x === a.x && b.y === a.y && b.player === a.player);
    if (sharing.length > 1) await button.click();
  } else if (who !== null) {
    await clickPiece(page, s, who);
    if ((await step(page)) === s.step) await button.click();
  } else {
    await button.click();
    // Ending a turn while players could still act asks first, in the panel.
    const yes = page.locator('[data-testid=end-yes]');
    if (await yes.count()) await yes.click();
  }
  await settled(page, s.step);
}

/** The step, once any action on its way to the server's referee is answered (turnover.busy). */
const step = async (page: Page) => {
  await page.waitForFunction(() => !(window as any).turnover?.busy);
  return page.evaluate(() => (window as any).turnover.game.step as number);
};

/** The attribute a button carries to name its action. */
export function keyOf(a: Action): string {
  return Object.entries(a)
    .filter(([k]) => k !== 'label' && k !== 'hint')
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(';');
}

async function clickPiece(page: Page, s: Seen, id: string): Promise<void> {
  const p = s.players.find((q) => q.id === id);
  if (p && p.x >= 0 && p.y >= 0 && onPitch(p.place)) await clickCell(page, p.x, p.y);
  else await page.click(`.dugouts button[data-player="${id}"]`);
}

/** Saves the match, reloads the page, and returns what was seen before and after the app resumed it. */
export async function saveReloadResume(page: Page): Promise<{ before: Seen; after: Seen }> {
  const before = await seen(page);
  await page.click('[data-testid=save]');
  await page.waitForSelector('[data-testid=save]:text-is("Saved")');
  await page.reload();
  await page.waitForFunction(() => (window as any).turnover?.game);
  return { before, after: await seen(page) };
}
