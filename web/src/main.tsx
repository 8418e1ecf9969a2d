import { render } from 'preact';
import { App } from './App';
import './style.css';

render(<App />, document.getElementById('app')!);

// Installable and playable offline (web/public/sw.js); not under the dev server (hot reload), whose files are not the
// build's. (Not import.meta.env.PROD: a build made inside vitest is not "production".)
if ('serviceWorker' in navigator && !import.meta.hot) addEventListener('load', () => void navigator.serviceWorker.register('./sw.js').catch(() => undefined));
