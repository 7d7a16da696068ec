// Keeps one child process running: when it exits without having been asked to stop, the cause (exit code or
// signal, and the last lines it wrote to stderr, such as "JavaScript heap out of memory") is logged and a new
// process is started. Quick repeated crashes wait longer each time (1 s doubling to 30 s), so a process that
// cannot start does not spin; one that ran for a minute is restarted after 1 s again. A process that exits before
// it ever listened (it refused its configuration) is not restarted: the script exits with its code, as before.

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const HEALTHY_AFTER_MS = 60_000;
const TAIL_LINES = 5;

/**
 * start(): spawns the child with stderr piped (passed through to ours) and an IPC channel, on which the child
 * sends { api: 'listening' } once it serves.
 * Resolves with the child's exit code once it exits while isStopping() is true.
 */
export async function supervise(start, { isStopping, onStart = () => {}, log, firstDelayMs = FIRST_DELAY_MS }) {
  let delay = firstDelayMs;
  let everListened = false;
  for (;;) {
    const startedAt = Date.now();
    const child = start();
    onStart(child);
    const tail = [];
    child.on('message', (message) => {
      if (message && message.api === 'listening') everListened = true;
    });
    child.stderr?.on('data', (chunk) => {
      process.stderr.write(chunk);
      for (const line of String(chunk).split('\n')) if (line.trim()) tail.push(line.trim());
      tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
    });
    const { code, signal } = await new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    if (isStopping() || !everListened) return code ?? (signal ? 1 : 0);
    if (Date.now() - startedAt > HEALTHY_AFTER_MS) delay = firstDelayMs;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    const cause = tail.length ? ` Last output: ${tail.join(' | ')}` : '';
    log(`[${new Date().toISOString()}] The API process ${how}; starting a new one in ${Math.round(delay / 1000)} s.${cause}`);
    await new Promise((resolve) => setTimeout(resolve, delay));
    if (isStopping()) return 1;
    delay = Math.min(delay * 2, MAX_DELAY_MS);
  }
}
