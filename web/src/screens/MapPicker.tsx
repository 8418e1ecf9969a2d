// The `board` option as a person picks it: the ruleset's maps side by side with a preview each, or a map of one's
// own from a JSON file, checked by the engine's own board loader before it is taken.

import { useState } from 'preact/hooks';
import { BoardThumb } from '../board/Thumb';
import { loadBoard, type BoardData, type RulesetInfo } from '../engine';

type Maps = NonNullable<RulesetInfo['boards']>;

/** Past this a file is not a map (the largest board, 100x100, is far smaller). */
const MAX_BYTES = 200_000;

export function MapPicker({ maps, value, onChange }: { maps: Maps; value: unknown; onChange: (v: unknown) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = value && typeof value === 'object' ? (value as BoardData) : null;
  // The map loaded from a file stays on offer after another is picked.
  const [loaded, setLoaded] = useState<BoardData | null>(chosen);
  const own = chosen ?? loaded;
  const current = chosen ? '__file' : typeof value === 'string' && value ? value : maps[0].id;
  const load = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // One line, in the app's words or the loader's (which names a field and a cell, never what the file holds).
    if (file.size > MAX_BYTES) return setProblem('That map file is too large to be a board.');
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      return setProblem('That map file is not JSON.');
    }
    try {
      loadBoard(json);
    } catch (e) {
      return setProblem(`That map cannot be used: ${(e as Error).message.replace(/^board: /, '')}.`);
    }
    setProblem(null);
    setLoaded(json as BoardData);
    onChange(json);
  };
  return (
    <fieldset class="field map-picker" aria-label="map">
      <legend>Map</legend>
      <div class="maps" role="radiogroup">
        {maps.map((m) => (
          <label key={m.id} class={`map ${current === m.id ? 'on' : ''}`} data-map={m.id}>
            <input type="radio" name="map" value={m.id} checked={current === m.id} onChange={() => onChange(m.id)} />
            <BoardThumb data={m.data} />
            <b>{m.name.replace(/:.*$/, '')}</b>
            <small>{m.name.includes(':') ? m.name.replace(/^[^:]*:\s*/, '') : `${m.width}×${m.height}`}</small>
          </label>
        ))}
        {own && (
          <label class={`map ${current === '__file' ? 'on' : ''}`} data-map="__file">
            <input type="radio" name="map" value="__file" checked={current === '__file'} onChange={() => onChange(own)} />
            <BoardThumb data={own} />
            <b>Your map</b>
            <small>{`${own.width}×${own.height}, from a file`}</small>
          </label>
        )}
      </div>
      <label class="upload">
        or load a map file <input type="file" data-testid="map-file" accept=".json,application/json" onChange={(e) => load(e.target as HTMLInputElement)} />
      </label>
      {problem && (
        <div class="problem" role="alert" data-testid="map-problem">
          {problem}
        </div>
      )}
    </fieldset>
  );
}
