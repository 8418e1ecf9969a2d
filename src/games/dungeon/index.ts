// Dungeonbowl with the Astrogranite additions (seed 004, facts.md §4): gridiron on a dungeon map. Everything here is
// what the dungeon adds to gridiron through gridiron's extension points (src/core/extend.ts): its maps, its own
// set-up, ball placement, pre-game and match, and hooks at gridiron's moments. Gridiron's files name none of it.

import { boardSet, terrainAt, type Board } from '../../core/board';
import type { BaseState } from '../../core/types';
import { extendRuleset } from '../../core/extend';
import { perPitch, pitchOf } from '../gridiron/pitch';
import { gridiron, GRIDIRON_PROCEDURES } from '../gridiron/index';
import type { GridironView } from '../gridiron/view';
import type { GState } from '../gridiron/state';
import type { GCtx } from '../gridiron/common';
import type { GridironMoments, Moment } from '../gridiron/hooks';
import classic from './boards/classic.json';
import hazards from './boards/hazards.json';
import platform from './boards/platform.json';
import { thrownCollision } from './collision';
import { leapProcedure, withLeaping } from './leap';
import { onlyControlledRerolls } from './rerolls';
import { DUNGEON_SKILLS } from './skills';
import { withVariantSkills } from '../gridiron/skills';
import { hideTheBall, offTheChest, openChest } from './chests';
import { coinToss, dungeonMatch } from './match';
import { endZoneSetup } from './setup';
import type { DState } from './state';
import { readChests, type DungeonScenario } from './scenario';
import { ballAtTurnStart, ballPlacement, ballTeleport } from './ball-placement';
import { fallen, fallIn } from './hazards';
import { fallsOver, fellOff, oneFall, platformEdge } from './platforms';
import { dungeonSteps } from './steps';
import { enterTeleporter, teleport, withTeleportOut } from './teleporters';
import { smashIntoWall } from './walls';
import { offTheObstacle } from './obstacles';
import { withReserves } from './reserves';
import { movingChests } from './chest-moving';
import { chestThrow, throwingChests } from './chest-throw';
import { balancingBlocks, balancingCatches, balancingPasses, balancingPickups, balancingThrows, precariousProcedure } from './precarious';

export const DUNGEON_VERSION = 1;
export const DUNGEON_BOARDS = boardSet([classic, hazards, platform], 'classic');

/** The map's fixed features for the app to draw: rock, pits, chasms, lava, platforms (their level), teleporters,
 * obstacles. */
const fixedFeatures = perPitch((p) => {
  const b: Board = p.board;
  const out: { x: number; y: number; kind: string; label?: string }[] = [];
  for (let i = 0; i < b.solid.length; i++) {
    const x = i % b.width;
    const y = Math.floor(i / b.width);
    if (b.solid[i]) out.push({ x, y, kind: 'wall' });
    else {
      const t = terrainAt(b, x, y);
      if (t === 'platform') out.push({ x, y, kind: 'platform', label: String(b.level[i]) });
      else if (t !== 'floor') out.push({ x, y, kind: t });
    }
  }
  for (const f of b.features) {
    if (f.kind === 'teleporter') out.push({ x: f.x, y: f.y, kind: 'teleporter', label: String(f.number ?? '') });
    else if (f.kind === 'obstacle') out.push({ x: f.x, y: f.y, kind: 'obstacle' });
  }
  return out;
});

/** What a player finds in the cell he comes into: a platform's edge, a shut chest, a pit, chasm or lava, a teleporter. */
function enterCell(ctx: GCtx & { state: DState }, e: GridironMoments['onEnterCell']): boolean {
  return platformEdge(ctx, e) || openChest(ctx, e) || fallIn(ctx, e) || enterTeleporter(ctx, e.player, e.x, e.y);
}

/** Where a loose ball may not rest: a shut chest, an obstacle, a pit, a chasm, an empty teleporter. */
function ballAtRest(ctx: GCtx & { state: DState }, e: GridironMoments['ballAtRest']): boolean {
  return offTheChest(ctx, e) || offTheObstacle(ctx, e) || ballPlacement(ctx, e);
}

/** What happens as a team turn starts, before its first decision. */
function atTurnStart(ctx: GCtx & { state: DState }): boolean {
  fallsOver(ctx);
  return ballAtTurnStart(ctx);
}

export const dungeon = extendRuleset<GState>(gridiron, {
  id: 'dungeon',
  glossary: Object.fromEntries(DUNGEON_SKILLS.map((k) => [k.name, k.description])),
  name: 'Dungeonbowl (Astrogranite additions)',
  version: DUNGEON_VERSION,
  boards: DUNGEON_BOARDS,
  procedures: {
    [GRIDIRON_PROCEDURES.match]: dungeonMatch,
    [GRIDIRON_PROCEDURES.pregame]: coinToss,
    [GRIDIRON_PROCEDURES.setup]: endZoneSetup,
    [GRIDIRON_PROCEDURES.kickoff]: hideTheBall,
    [GRIDIRON_PROCEDURES.turn]: ((base: never) => withReserves(withTeleportOut(base))) as never,
    'dungeon.teleport': teleport as never,
    'dungeon.ball-teleport': ballTeleport as never,
    // the dungeon's steps (no hazards, climbs paid), its leap in place of gridiron's Leap, chests pushed, dragged or
    // thrown; a throw from a precarious position waits on the opposing coach's question (the option)
    [GRIDIRON_PROCEDURES.action]: ((base: never) => balancingThrows(throwingChests(movingChests(withLeaping(dungeonSteps(base) as never) as never)) as never)) as never,
    'dungeon.leap': leapProcedure as never,
    'dungeon.chest-throw': chestThrow as never,
    [GRIDIRON_PROCEDURES.knockdown]: oneFall as never,
    'dungeon.fallen': fallen as never,
    'dungeon.fell-off': fellOff as never,
    [GRIDIRON_PROCEDURES.test]: onlyControlledRerolls as never,
    // precarious positions (the option): the opposing coach's question before a block, a pass, a catch or a pick-up
    'dungeon.precarious': precariousProcedure as never,
    [GRIDIRON_PROCEDURES.block]: balancingBlocks as never,
    [GRIDIRON_PROCEDURES.pass]: balancingPasses as never,
    [GRIDIRON_PROCEDURES.catch]: balancingCatches as never,
    [GRIDIRON_PROCEDURES.pickup]: balancingPickups as never,
  },
  hooks: {
    onEnterCell: enterCell,
    afterPush: smashIntoWall,
    ballAtRest: ballAtRest,
    turnStart: atTurnStart,
    landOnPlayer: thrownCollision,
  } satisfies Partial<Record<Moment, unknown>>, // a misspelt moment would never run: make it a type error
  options: {
    weather: null,
    inducements: null,
    precariousPositions: {
      type: 'boolean',
      default: false,
      addedLater: true,
      description: 'an optional rule (seed 004): a standing player next to a pit, a chasm or a platform\'s edge who is about to block, pass, catch, intercept, pick up the ball or throw a team-mate or chest may be made to roll a balance roll (2+) by the opposing coach, or slip and fall in (precarious.ts)',
    },
    turnsPerHalf: {
      type: 'number',
      default: 16,
      min: 1,
      max: 99,
      integer: true,
      description: 'turns per team before the match is called a draw (Dungeonbowl plays to the first touchdown; this stands in for a tournament clock)',
    },
  },
  setup(base: BaseState, baseSetup) {
    // team files and scenarios may name the dungeon's own skills (Acrobatics)
    const s = withVariantSkills(DUNGEON_SKILLS, () => baseSetup(base)) as DState;
    const board = pitchOf(s).board;
    const mapChests = board.features.filter((f) => f.kind === 'chest').map((f) => ({ number: f.number ?? 0, x: f.x, y: f.y }));
    // A scenario may say which chests are still shut and which holds the ball (scenario.ts); a match starts with the map's.
    const sc = s.options.scenario as (DungeonScenario & { from?: string }) | null;
    const { chests, ballChest } = sc && sc.from !== 'pre-game' ? readChests(sc, pitchOf(s), mapChests) : { chests: mapChests, ballChest: null };
    s.chests = chests;
    s.ballChest = ballChest;
    return s;
  },
  describe(e, s, baseDescribe) {
    const at = (q: unknown) => `(${(q as { x: number }).x}, ${(q as { y: number }).y})`;
    switch (e.type) {
      case 'leap':
        return `${e.player} leaps from ${at(e.from)} to ${at(e)}, over ${e.over} square${e.over === 1 ? '' : 's'}`;
      case 'leapt-onto':
        return `${e.player} comes down on ${e.obstacle ? 'an obstacle' : e.on} at ${at(e)}`;
      case 'landed-on-obstacle':
        return `${e.who} comes down on an obstacle at ${at(e)}`;
      case 'precarious':
        return `${e.player} is about to ${String(e.about).replace(/-/g, ' ')} on the brink: ${e.invoked ? 'the opposing coach invokes the precarious position rule' : 'the opposing coach lets him be'}`;
      case 'slips':
        return `${e.player} loses his balance and falls ${e.into === 'edge' ? 'off the edge to' : `into the ${e.into} at`} ${at(e)}`;
      case 'chest-moved':
        return `${e.player} ${e.how === 'push' ? 'pushes' : 'pulls'} chest ${e.chest} to ${at(e)}`;
      case 'first-turn':
        return `${e.side} takes the first turn`;
      case 'ball-hidden':
        return `the ball is hidden in one of the ${e.chests} chests`;
      case 'chest-opened':
        return `${e.player ? `${e.player} opens chest ${e.chest}` : `chest ${e.chest} bursts open`} at ${at(e)}: ${e.content === 'ball' ? 'the ball is inside!' : 'a trap!'}`;
      case 'entered':
        return `${e.player} comes into the dungeon at ${at(e)}`;
      case 'teleported':
        return `${e.player} is teleported to ${at(e)}`;
      case 'teleport-strain':
        return `${e.player} teleports twice in one turn: an injury roll for the strain`;
      case 'lost-in-space':
        return `${e.player} is lost in space at the teleporter ${at(e)}`;
      case 'teleported-out':
        return `${e.player} steps through the teleporter and out of the dungeon`;
      case 'collision':
        return `${e.player} lands on ${e.on}: ${e.need === null ? 'too heavy to knock down' : e.need === 1 ? 'knocked down' : `knocked down on ${e.need}+`}`;
    }
    return baseDescribe(e, s);
  },
  view(s, seat, baseView) {
    const d = s as DState;
    // A dungeon has no weather: the view leaves gridiron's out, so nothing shows one.
    const { weather: _none, ...v } = baseView(s, seat) as GridironView;
    // Which chest holds the ball is nobody's to see.
    const chests = d.chests.map((c) => ({ number: c.number, x: c.x, y: c.y }));
    return { ...v, chests, features: [...fixedFeatures(pitchOf(s)), ...chests.map((c) => ({ x: c.x, y: c.y, kind: 'chest', label: String(c.number) }))] };
  },
});
