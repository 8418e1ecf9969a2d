// The progress bar line for a terminal: bar, count, speed and time left.

export function progressLine(done: number, total: number, seconds: number, width = 80): string {
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 ? (total - done) / rate : 0;
  const tail = ` ${done}/${total}  ${rate >= 100 ? Math.round(rate) : rate.toFixed(1)} matches/s  ${done < total ? `${clock(left)} left` : 'done'}`;
  const barW = Math.max(10, width - tail.length - 2);
  const full = Math.round((barW * done) / Math.max(1, total));
  return `[${'#'.repeat(full)}${'.'.repeat(barW - full)}]${tail}`;
}

function clock(s: number): string {
  const t = Math.ceil(s);
  return t >= 60 ? `${Math.floor(t / 60)}m${String(t % 60).padStart(2, '0')}s` : `${t}s`;
}
