// A simulation summary as an SVG picture: the win/draw/loss split as one bar, and the final score margin as a
// histogram coloured by who won. Hand-written SVG, no dependencies, readable in any browser.

import { canonical, type Summary } from './summary';

const COLORS = { first: '#2f6fb3', second: '#c0392b', draw: '#8c8c8c', unfinished: '#d9d9d9', ink: '#222', grid: '#e4e4e4' };

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const pct = (n: number, d: number) => (d ? (100 * n) / d : 0);
const fmt = (p: number) => (p >= 10 || p === 0 ? p.toFixed(0) : p.toFixed(1)) + '%';

/** `labels` names each seat for a person (e.g. "home: human (scripted)"); the seat ids are used when left out. */
export function plotSvg(raw: Summary, labels?: string[]): string {
  const s = canonical(raw);
  const n = s.games;
  const names = labels ?? s.seats.map((seat, i) => `${seat} (${s.bots[i]})`);
  const W = 720;
  const out: string[] = [];
  const text = (x: number, y: number, t: string, attrs = '') => out.push(`<text x="${x}" y="${y}" ${attrs}>${esc(t)}</text>`);

  text(24, 34, `${s.ruleset}: ${names.join(' vs ')}`, 'font-size="18" font-weight="bold"');
  text(24, 56, `${n} matches, seed ${s.seed}, average score ${s.points.map((p) => (p / (n || 1)).toFixed(2)).join(' - ')}`, `font-size="13" fill="#555"`);

  // The result bar: one segment per outcome, labelled inside when there is room.
  const barX = 24;
  const barW = W - 48;
  const barY = 76;
  const segs = [
    { label: `${names[0]} wins`, count: s.wins[0] ?? 0, color: COLORS.first },
    { label: 'draws', count: s.draws, color: COLORS.draw },
    { label: `${names[1] ?? s.seats[1]} wins`, count: s.wins[1] ?? 0, color: COLORS.second },
    { label: 'unfinished', count: s.unfinished, color: COLORS.unfinished },
  ];
  let x = barX;
  for (const seg of segs) {
    if (!seg.count) continue;
    const w = (barW * seg.count) / n;
    out.push(`<rect x="${x.toFixed(1)}" y="${barY}" width="${w.toFixed(1)}" height="34" fill="${seg.color}"><title>${esc(`${seg.label}: ${seg.count} (${fmt(pct(seg.count, n))})`)}</title></rect>`);
    if (w > 60) text(x + w / 2, barY + 22, fmt(pct(seg.count, n)), `font-size="14" fill="${seg.color === COLORS.unfinished ? COLORS.ink : '#fff'}" text-anchor="middle" font-weight="bold"`);
    x += w;
  }
  let lx = barX;
  for (const seg of segs.filter((g) => g.count || g.label !== 'unfinished')) {
    out.push(`<rect x="${lx}" y="${barY + 44}" width="12" height="12" fill="${seg.color}"/>`);
    const label = `${seg.label} ${seg.count}`;
    text(lx + 17, barY + 55, label, 'font-size="12"');
    lx += 30 + label.length * 6.6;
  }

  // The margin histogram.
  const margins = Object.entries(s.margins).map(([k, v]) => [Number(k), v] as const);
  const lo = Math.min(0, ...margins.map(([m]) => m));
  const hi = Math.max(0, ...margins.map(([m]) => m));
  const top = Math.max(1, ...margins.map(([, v]) => v));
  const plotX = 64;
  const plotY = 176;
  const plotW = W - plotX - 24;
  const plotH = 220;
  const cols = hi - lo + 1;
  const colW = plotW / cols;
  text(24, plotY - 18, `Final score margin (${s.seats[0]} minus ${s.seats[1] ?? 'other'}), share of matches`, 'font-size="14" font-weight="bold"');
  const step = niceStep(pct(top, n));
  for (let p = 0; p <= pct(top, n) + 1e-9; p += step) {
    const y = plotY + plotH - (plotH * p) / pct(top, n);
    out.push(`<line x1="${plotX}" x2="${plotX + plotW}" y1="${y.toFixed(1)}" y2="${y.toFixed(1)}" stroke="${COLORS.grid}"/>`);
    text(plotX - 6, y + 4, fmt(p), 'font-size="11" text-anchor="end" fill="#555"');
  }
  const every = Math.max(1, Math.ceil(cols / 30));
  for (let m = lo; m <= hi; m++) {
    const v = s.margins[String(m)] ?? 0;
    const cx = plotX + (m - lo) * colW;
    const h = (plotH * v) / top;
    const color = m > 0 ? COLORS.first : m < 0 ? COLORS.second : COLORS.draw;
    if (v) out.push(`<rect x="${(cx + colW * 0.08).toFixed(1)}" y="${(plotY + plotH - h).toFixed(1)}" width="${(colW * 0.84).toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"><title>${esc(`margin ${m > 0 ? '+' : ''}${m}: ${v} matches (${fmt(pct(v, n))})`)}</title></rect>`);
    if (m % every === 0) text(cx + colW / 2, plotY + plotH + 16, `${m > 0 ? '+' : ''}${m}`, 'font-size="11" text-anchor="middle"');
  }
  out.push(`<line x1="${plotX}" x2="${plotX + plotW}" y1="${plotY + plotH}" y2="${plotY + plotH}" stroke="${COLORS.ink}"/>`);
  text(plotX + plotW, plotY + plotH + 34, `${names[0]} ahead →`, `font-size="12" text-anchor="end" fill="${COLORS.first}"`);
  text(plotX, plotY + plotH + 34, `← ${names[1] ?? ''} ahead`, `font-size="12" fill="${COLORS.second}"`);

  const avg = s.actions.total / (n || 1);
  text(24, plotY + plotH + 62, `${avg.toFixed(0)} actions and ${(s.rolls / (n || 1)).toFixed(0)} dice rolls per match on average`, 'font-size="12" fill="#555"');
  const H = plotY + plotH + 80;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="system-ui, sans-serif" fill="${COLORS.ink}">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    ...out,
    '</svg>',
    '',
  ].join('\n');
}

/** A round gridline step (1, 2, 5 x 10^k) giving about five lines. */
function niceStep(max: number): number {
  const raw = max / 5 || 1;
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const f of [1, 2, 5, 10]) if (f * mag >= raw) return f * mag;
  return 10 * mag;
}
