// The card re-roll (option `cardReroll`, a 2nd-edition variant, facts.md §3.7): "discard a card to re-roll one of
// your own dice". Needs option `cards` (there are no cards to discard without it).
// Readings [A]: it is offered after a (1) or (123) test has failed, and after an opposed (X) test to the side that has
// not won (pools.ts); the coach picks which die (a decision listing the dice, "keep" first); the new die explodes on
// a six as any die of the pool does; a six re-rolled away keeps the extra die it brought. The card discarded is the
// first in hand (the deck's cards are alike, cards.ts). An armour check, which counts saves and cannot fail, is not
// offered.

import { die } from '../../core/dice';
import { emit } from '../../core/engine';
import type { RollEvent } from '../../core/types';
import { consult } from './ask';
import type { DiceTest } from './dice-test';
import { seatOf, type RCtx } from './state';

export function cardReroll(ctx: RCtx, t: DiceTest, r: RollEvent): RollEvent {
  const s = ctx.state;
  const hand = s.assets?.hands[t.player.team];
  if (!s.options.cardReroll || !s.options.cards || !hand || hand.length === 0 || r.outcome === 'success' || r.outcome === 'doubled' || r.dice.length === 0) return r;
  const a = consult(ctx, {
    seat: seatOf(t.player.team),
    kind: 'card-reroll',
    prompt: `${t.player.name} (${t.player.id}) rolled ${r.dice.join(' ')} for ${t.test}: discard a card to re-roll one die?`,
    actions: [{ type: 'keep', player: t.player.id }, ...r.dice.map((v, i) => ({ type: 'reroll-die', player: t.player.id, die: i, value: v }))],
  });
  if (a.type !== 'reroll-die') return r;
  const card = hand.shift()!;
  s.assets!.discard.push(card);
  emit(ctx, { type: 'card-discarded', team: seatOf(t.player.team), card, why: 'reroll' });
  const dice = r.dice.slice();
  const k = a.die as number;
  dice[k] = die(ctx, 6, r.rule);
  for (let v = dice[k]; v === 6; ) dice.push((v = die(ctx, 6, r.rule)));
  const target = t.player.stats[t.stat];
  const total = dice.filter((v) => v >= target).length;
  const outcome = t.need === undefined ? 'rolled' : total >= t.need * 2 ? 'doubled' : total >= t.need ? 'success' : 'failure';
  const again: RollEvent = { ...r, dice, total, outcome, note: `card re-roll of die ${k + 1} (${r.dice[k]})` };
  ctx.events.push(again);
  return again;
}
