// A ruleset's options schema as a form: teams first (a shipped roster or an uploaded team file), then the optional
// rules, then the seed. Only what the schema declares is shown; the engine validates what is sent.

import { useState } from 'preact/hooks';
import type { RulesetInfo } from '../engine';
import { MapPicker } from './MapPicker';

type Spec = RulesetInfo['options'][string];

/** Options that pick a team: an enum over the ruleset's roster ids, or a JSON option named for a seat or a team. */
export function teamOptionKeys(info: RulesetInfo): string[] {
  const ids = new Set(info.rosters.map((r) => r.id));
  return Object.entries(info.options)
    .filter(([k, s]) => (s.type === 'enum' && s.values.length > 0 && s.values.every((v) => ids.has(v))) || ((s.type === 'json' || s.type === 'string') && (info.seats.includes(k) || /team/i.test(k))))
    .map(([k]) => k);
}

const pretty = (k: string) => {
  const words = k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `online`: the server draws the seed (and commits to it), so none is asked for. */
export function OptionsForm({ info, values, onChange, online = false }: { info: RulesetInfo; values: Record<string, unknown>; onChange: (v: Record<string, unknown>) => void; online?: boolean }) {
  const teams = teamOptionKeys(info);
  const set = (k: string, v: unknown) => {
    const next = { ...values };
    if (v === undefined) delete next[k];
    else next[k] = v;
    onChange(next);
  };
  // A ruleset with maps to choose from gets a picker with previews in place of the bare `board` option.
  const maps = info.boards && info.boards.length > 0 && info.options.board ? info.boards : null;
  const rest = Object.entries(info.options).filter(([k]) => !teams.includes(k) && k !== 'seed' && k !== 'scenario' && !(maps && k === 'board'));
  return (
    <div class="options">
      {maps && <MapPicker maps={maps} value={values.board} onChange={(v) => set('board', v)} />}
      {teams.length > 0 && (
        <div class="teams">
          {teams.map((k) => (
            <TeamField key={k} name={k} spec={info.options[k]} info={info} value={values[k]} onChange={(v) => set(k, v)} />
          ))}
        </div>
      )}
      {rest.length > 0 && (
        <fieldset class="rules">
          <legend>Rules</legend>
          {rest.map(([k, s]) => (
            <OptionField key={k} name={k} spec={s} value={values[k]} onChange={(v) => set(k, v)} />
          ))}
        </fieldset>
      )}
      {!online && (
        <div class="field inline">
          <label for="opt-seed">Seed</label>
          <input id="opt-seed" placeholder="random" value={(values.seed as string) ?? ''} onInput={(e) => set('seed', (e.target as HTMLInputElement).value || undefined)} />
        </div>
      )}
    </div>
  );
}

function TeamField({ name, spec, info, value, onChange }: { name: string; spec: Spec; info: RulesetInfo; value: unknown; onChange: (v: unknown) => void }) {
  const [fileError, setFileError] = useState<string | null>(null);
  const uploaded = value && typeof value === 'object' ? (value as { name?: string }) : null;
  const current = uploaded ? '__file' : ((value as string | undefined) ?? (spec.default as string | undefined) ?? '');
  const load = async (file: File | undefined) => {
    if (!file) return;
    try {
      const json = JSON.parse(await file.text());
      setFileError(null);
      onChange(json);
    } catch {
      // Neither the file's name nor JSON.parse's message (which quotes the text) is repeated.
      setFileError(`the ${pretty(name).toLowerCase()} team file is not JSON`);
    }
  };
  const choices = spec.type === 'enum' ? spec.values : info.rosters.map((r) => r.id);
  return (
    <div class="field team">
      <label for={`opt-${name}`}>{pretty(name)}</label>
      <select
        id={`opt-${name}`}
        value={current}
        onChange={(e) => {
          const v = (e.target as HTMLSelectElement).value;
          if (v !== '__file') onChange(v || undefined);
        }}
      >
        {!choices.includes(current) && current !== '__file' && <option value={current}>{current || 'default'}</option>}
        {choices.map((id) => (
          <option key={id} value={id}>
            {info.rosters.find((r) => r.id === id)?.name ?? id}
          </option>
        ))}
        {uploaded && <option value="__file">Uploaded: {uploaded.name ?? 'team file'}</option>}
      </select>
      {spec.type !== 'enum' && (
        <label class="upload">
          or load a team file <input type="file" accept=".json,application/json" onChange={(e) => load((e.target as HTMLInputElement).files?.[0])} />
        </label>
      )}
      {fileError && <div class="problem">{fileError}</div>}
    </div>
  );
}

function OptionField({ name, spec, value, onChange }: { name: string; spec: Spec; value: unknown; onChange: (v: unknown) => void }) {
  const id = `opt-${name}`;
  const v = value ?? spec.default;
  switch (spec.type) {
    case 'boolean':
      return (
        <label class="check" title={spec.description}>
          <input id={id} type="checkbox" checked={!!v} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} /> {pretty(name)}
          <small>{spec.description}</small>
        </label>
      );
    case 'enum':
      return (
        <div class="field inline" title={spec.description}>
          <label for={id}>{pretty(name)}</label>
          <select id={id} value={String(v)} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
            {spec.values.map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
          <small>{spec.description}</small>
        </div>
      );
    case 'number':
      return (
        <div class="field inline" title={spec.description}>
          <label for={id}>{pretty(name)}</label>
          <input id={id} type="number" value={String(v)} min={spec.min} max={spec.max} onInput={(e) => onChange(Number((e.target as HTMLInputElement).value))} />
          <small>{spec.description}</small>
        </div>
      );
    case 'string':
      return (
        <div class="field inline" title={spec.description}>
          <label for={id}>{pretty(name)}</label>
          <input id={id} value={String(v ?? '')} onInput={(e) => onChange((e.target as HTMLInputElement).value)} />
          <small>{spec.description}</small>
        </div>
      );
    case 'json':
      return (
        <details class="field">
          <summary>{pretty(name)}</summary>
          <small>{spec.description}</small>
          <textarea
            id={id}
            rows={4}
            onChange={(e) => {
              const t = (e.target as HTMLTextAreaElement).value.trim();
              try {
                onChange(t ? JSON.parse(t) : undefined);
              } catch {
                /* left as typed until it parses */
              }
            }}
          >
            {v == null ? '' : JSON.stringify(v)}
          </textarea>
        </details>
      );
  }
}
