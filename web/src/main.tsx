import { render } from 'preact';
import { App } from './App';
import './style.css';

render(<App />, document.getElementById('app')!);

// Installable and playable offline (web/public/sw.js); not in the dev server, whose files are not the build's.
if ('serviceWorker' in navigator && import.meta.env.PROD) addEventListener('load', () => void navigator.serviceWorker.register('./sw.js').catch(() => undefined));
