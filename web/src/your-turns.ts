// "Your turn", wherever you are in the app: how many of your online matches wait for your move, asked of the server
// now and then (and on each change of screen), shown as a badge on the header's Online link and in the tab's title.
// Nothing is asked of a browser that never signed in or joined (no session cookie: the answer is an empty list).

import { useEffect, useState } from 'preact/hooks';
import { online } from './online';

const EVERY_MS = 20_000;

export function useYourTurns(screen: string): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    const ask = () =>
      online.mine().then(
        (l) => live && setCount(l.filter((m) => m.yourTurn).length),
        () => undefined,
      );
    void ask();
    const t = setInterval(ask, EVERY_MS);
    return () => {
      live = false;
      clearInterval(t);
    };
  }, [screen]);
  useEffect(() => {
    // The match screen says it itself, with the match's name.
    if (screen === 'online-match') return;
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = count > 0 ? `(${count}) ${base}` : base;
  }, [count, screen]);
  return count;
}
