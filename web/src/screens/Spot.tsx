// The gamemaster's panel: every spot rule's form is built from its declared inputs. Fill in, roll, read; rules that
// run over rounds carry their state to the next roll.

import { useState } from 'preact/hooks';
import { resolveSpot, SPOT_RULES, type InputSpec, type SpotResult, type SpotRule } from '../engine';
import { RollLine } from '../log';

export function SpotScreen({ rule }: { rule?: string }) {
  const current = SPOT_RULES.find((r) => r.name === rule) ?? SPOT_RULES[0];
  return (
    <div class="page spot">
      <nav class="card spot-list" aria-label="spot rules">
        <h2>Spot rules</h2>
        {SPOT_RULES.map((r) => (
          <a key={r.name} href={`#/spot/${r.name}`} class={r.name === current.name ? 'on' : ''} title={r.summary}>
            {r.title}
            {r.stateful && <small> · rounds</small>}
          </a>
        ))}
      </nav>
      {current && <SpotForm key={current.name} rule={current} />}
    </div>
  );
}

function initial(spec: InputSpec): string {
  if (spec.default === undefined || spec.default === null) return '';
  return Array.isArray(spec.default) ? spec.default.join(',') : String(spec.default);
}

function SpotForm({ rule }: { rule: SpotRule }) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(rule.inputs.map((s) => [s.name, initial(s)])));
  const [seed, setSeed] = useState('');
  const [dice, setDice] = useState('');
  const [rounds, setRounds] = useState<SpotResult[]>([]);
  const [error, setError] = useState<string | null>(null);
  const carried = rounds.length ? rounds[rounds.length - 1].state : undefined;
  const done = rule.stateful && rounds.length > 0 && (carried === undefined || carried === null);

  const roll = () => {
    const inputs: Record<string, unknown> = {};
    for (const s of rule.inputs) {
      const v = values[s.name];
      if (s.type === 'bool') inputs[s.name] = v === 'true';
      else if (v !== '') inputs[s.name] = v;
    }
    try {
      const scripted = dice.trim() ? dice.split(/[\s,]+/).map(Number) : undefined;
      const res = resolveSpot(rule.name, inputs, {
        ...(seed.trim() ? { seed: seed.trim() } : {}),
        ...(scripted ? { dice: scripted } : {}),
        ...(rule.stateful && carried !== undefined ? { state: carried } : {}),
      });
      setRounds(rule.stateful ? [...rounds, res] : [res]);
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <>
      <section class="card spot-form" aria-label="spot rule">
        <h2>{rule.title}</h2>
        <p class="muted">{rule.summary}</p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            roll();
          }}
        >
          <div class="inputs">
            {rule.inputs.map((s) => (
              <SpotInput key={s.name} spec={s} value={values[s.name]} onChange={(v) => setValues({ ...values, [s.name]: v })} />
            ))}
          </div>
          <details class="dice-opts">
            <summary>Seed and scripted dice</summary>
            <div class="field inline">
              <label for="spot-seed">Seed</label>
              <input id="spot-seed" value={seed} placeholder="random" onInput={(e) => setSeed((e.target as HTMLInputElement).value)} />
            </div>
            <div class="field inline">
              <label for="spot-dice">Dice</label>
              <input id="spot-dice" value={dice} placeholder="e.g. 37, 4" onInput={(e) => setDice((e.target as HTMLInputElement).value)} />
              <small>d100 rolls 1–100 (100 is 00), used before the seeded dice</small>
            </div>
          </details>
          <div class="spot-buttons">
            <button type="submit" class="primary big" disabled={!!done} data-testid="roll">
              {rule.stateful && rounds.length ? `Roll round ${rounds.length + 1}` : 'Roll'}
            </button>
            {rounds.length > 0 && (
              <button type="button" onClick={() => setRounds([])}>
                {rule.stateful ? 'Start over' : 'Clear'}
              </button>
            )}
          </div>
        </form>
        {error && <div class="problem">{error}</div>}
      </section>
      <section class="card spot-results" aria-label="results">
        <h2>{rule.stateful ? 'Rounds' : 'Result'}</h2>
        {rounds.length === 0 && <p class="muted">Fill in the numbers and roll: the outcome, the reasoning and every die appear here.</p>}
        {/* Newest first: a stepped rule's latest round is what the table is waiting for. */}
        {rounds
          .map((r, i) => [r, i] as const)
          .reverse()
          .map(([r, i]) => (
            <div key={i} class="spot-result" data-testid="spot-result">
              {rule.stateful && <div class="round">Round {i + 1}</div>}
              <div class="spot-outcome">{r.outcome}</div>
              <p class="explanation">{r.explanation}</p>
              <div class="rolls">
                {r.rolls.map((roll, j) => (
                  <RollLine key={j} roll={roll} />
                ))}
              </div>
              <div class="muted small">seed {String(r.seed)}</div>
            </div>
          ))}
      </section>
    </>
  );
}

function SpotInput({ spec, value, onChange }: { spec: InputSpec; value: string; onChange: (v: string) => void }) {
  const id = `in-${spec.name}`;
  const label = spec.name.replace(/-/g, ' ');
  if (spec.type === 'bool')
    return (
      <label class="check" title={spec.description}>
        <input id={id} type="checkbox" checked={value === 'true'} onChange={(e) => onChange(String((e.target as HTMLInputElement).checked))} /> {label}
        <small>{spec.description}</small>
      </label>
    );
  if (spec.type === 'choice')
    return (
      <div class="field">
        <label for={id}>{label}</label>
        <select id={id} value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
          {value === '' && <option value="">choose…</option>}
          {spec.choices!.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <small>{spec.description}</small>
      </div>
    );
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        name={spec.name}
        type={(spec.type === 'int' || spec.type === 'number' ? 'number' : 'text') as 'text'}
        {...(spec.type === 'number' ? { step: 'any' } : {})}
        {...(spec.min !== undefined ? { min: spec.min } : {})}
        {...(spec.max !== undefined ? { max: spec.max } : {})}
        value={value}
        required={spec.default === undefined}
        placeholder={spec.type === 'dice' ? '1D6+1' : spec.type === 'ints' ? '1, 2, 3' : ''}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
      <small>{spec.description}</small>
    </div>
  );
}
