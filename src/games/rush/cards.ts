// Cards (option `cards`, facts.md §3.1, §3.2, §3.6): "Each coach is dealt their starting cards" (Trontek 29ers 2,
// Greenmoon Smackers 1); "Take actions: spend the 5 Team Action Tokens, plus any Action cards. Per player per rush:
// at most 2 token actions, 1 card ("special") action"; "Buy a card: spend a token to draw and keep a card".
//
// The deck is ASSUMED [A]: the cards' contents are not public (facts.md §3.6: each card is "an Action, usable as an
// extra action, or an Event", with numbers for random player selection, Ref movement and a Cheer rating). So the deck
// here is 30 Action cards and nothing else: no Events, no Ref (and so no Ref movement), no random player selection,
// no Fan Checks. As the cards are alike, the order they are drawn in changes nothing: they are drawn from the top in
// id order, with no shuffle rolled, and the mulligan (which would swap a card for a card like it) is left out. When
// the deck runs out, the cards played and discarded become the deck again.
//
// Playing a card is an action of the rushing coach: one player of his (who has not taken his card action this rush)
// takes one action without a token. It counts as neither of his two token actions. With tokens gone, the rush goes
// on while the coach has a card to play and a player who can use it.

import { emit, pop, push } from '../../core/engine';
import type { Action, Decision, Frame } from '../../core/types';
import { actionsFor } from './actions';
import { declare } from './activation';
import { seatOf, type Assets, type Player, type RCtx, type RushState, type Side } from './state';
import type { Team } from './teams';

export interface Card {
  id: number;
  kind: 'action';
  name: string;
}

export const DECK_SIZE = 30;
export const DECK: readonly Card[] = Array.from({ length: DECK_SIZE }, (_, i) => ({ id: i + 1, kind: 'action' as const, name: 'Action: an extra action' }));

/** The assets a match starts with (options `coachingDice`, `cards`): the starting cards are dealt from the deck. */
export function startingAssets(options: Record<string, unknown>, teams: [Team, Team]): Assets {
  const a: Assets = { dice: [0, 0], hands: [[], []], deck: DECK.map((c) => c.id), discard: [], carded: [] };
  if (options.coachingDice) a.dice = [teams[0].coachingDice, teams[1].coachingDice];
  if (options.cards) for (const t of [0, 1] as const) for (let i = 0; i < teams[t].cards; i++) a.hands[t].push(a.deck.shift()!);
  return a;
}

function draw(a: Assets): number | undefined {
  if (a.deck.length === 0) a.deck = a.discard.splice(0).sort((x, y) => x - y);
  return a.deck.shift();
}

function mayPlay(s: RushState, p: Player): boolean {
  return p.team === s.active && (p.at === 'pitch' || p.at === 'bench') && !s.assets!.carded.includes(p.id);
}

function cardActions(s: RushState): Action[] {
  const out: Action[] = [];
  for (const p of s.players) if (mayPlay(s, p)) out.push(...actionsFor(s, p));
  return out;
}

/** The card actions the rushing coach has on offer now: buy a card (a token), play one (a card in hand). */
export function cardChoices(s: RushState): Action[] {
  const a = s.assets;
  if (!s.options.cards || !a || s.rushOver !== null || s.result !== null) return [];
  const out: Action[] = [];
  if (a.hands[s.active].length > 0 && cardActions(s).length > 0) out.push({ type: 'play-card' });
  if (s.tokens > 0 && a.deck.length + a.discard.length > 0) out.push({ type: 'buy-card' });
  return out;
}

/** Applies a card action of the rush decision; false when the action is not one. */
export function cardAction(ctx: RCtx, a: Action): boolean {
  const s = ctx.state;
  if (a.type === 'buy-card') {
    s.tokens--;
    const card = draw(s.assets!)!;
    s.assets!.hands[s.active].push(card);
    emit(ctx, { type: 'card-bought', team: seatOf(s.active), card, tokens: s.tokens });
    return true;
  }
  if (a.type === 'play-card') {
    push(ctx, { p: 'card-action', team: s.active } satisfies CardFrame);
    return true;
  }
  return false;
}

/** The rush starts: every player may take a card action again. */
export function newRushCards(s: RushState): void {
  if (s.assets) s.assets.carded = [];
}

interface CardFrame extends Frame {
  p: 'card-action';
  team: Side;
}

const cardActionProc = {
  run(ctx: RCtx, f: CardFrame): Decision {
    return { seat: seatOf(f.team), kind: 'card-action', prompt: 'play an Action card: who takes which action', actions: [...cardActions(ctx.state), { type: 'decline' }] };
  },
  act(ctx: RCtx, f: CardFrame, a: Action): void {
    pop(ctx);
    if (a.type === 'decline') return;
    const s = ctx.state;
    const card = s.assets!.hands[f.team].shift()!;
    s.assets!.discard.push(card);
    s.assets!.carded.push(a.player as string);
    emit(ctx, { type: 'card-played', team: seatOf(f.team), card, player: a.player });
    declare(ctx, a, true);
  },
};

export const cardProcedures = { 'card-action': cardActionProc };
