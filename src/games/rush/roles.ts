// One line of rule text per role, for player cards: what a Striker, a Jack and a Guard may do (the rules that read
// the role are in catch.ts, pickup.ts, pools.ts, slam.ts and approach.ts).

export const ROLE_TEXT: Record<string, string> = {
  striker: 'Striker: handles the ball (picks up, catches, throws, scores) and gets an extra die to dash, evade, dodge and steal; cannot Slam.',
  jack: 'Jack: handles the ball and may Slam, stepping one hex as part of the Slam.',
  guard: 'Guard: the hitter, an extra die to Slam and to slam back; may never touch the ball.',
};
