import { createRoot } from 'react-dom/client';
import { App } from './App';
import { fetchRemoteList, registerRemoteList } from './federation/remoteRegistry';

async function start() {
  try {
    registerRemoteList(await fetchRemoteList());
  } catch (error) {
    // Without the list every area shows its own "unavailable" message; the shell still runs.
    console.error('Could not read the remote list', error);
  }
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}

void start();
