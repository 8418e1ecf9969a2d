// The decision's line as the screen shows it. In hot seat the screen is shared, so it says whose decision this is,
// unless the engine's prompt already names the team ("Altdorf Griffons: set up to kick off"): a name said twice
// reads as a stutter.

/** The team name to put before the prompt, or null when there is none to add. */
export function askedBy(team: string, prompt: string, seats: number): string | null {
  if (seats < 2 || !team) return null;
  return prompt.includes(team) ? null : team;
}

/** The whole line a person reads. */
export const promptLine = (team: string, prompt: string, seats: number): string => {
  const who = askedBy(team, prompt, seats);
  return who ? `${who}: ${prompt}` : prompt;
};
