// Which way round the board is drawn: a long pitch on a portrait screen (a phone, a tablet held upright) is drawn
// transposed, its long side down the screen, so its cells are as big as the screen allows.

import { useEffect, useState } from 'preact/hooks';
import { transposed, type Geometry } from './geometry';

const PORTRAIT = '(orientation: portrait)';

export function usePortrait(): boolean {
  const [portrait, setPortrait] = useState(() => typeof matchMedia === 'function' && matchMedia(PORTRAIT).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const q = matchMedia(PORTRAIT);
    const on = () => setPortrait(q.matches);
    q.addEventListener('change', on);
    on();
    return () => q.removeEventListener('change', on);
  }, []);
  return portrait;
}

/** The geometry to draw with: stood on end when the screen is portrait and the board is wider than tall. */
export function fitted(geo: Geometry, portrait: boolean): Geometry {
  return portrait && geo.width > geo.height ? transposed(geo) : geo;
}
