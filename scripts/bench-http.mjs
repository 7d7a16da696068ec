// A lean HTTP/1.1 client for the load benchmark: one socket per simulated user, one request at a time, the
// response read just far enough to know its status and where it ends. The load generator shares the
// machine's two cores with the api and PostgreSQL, and node:http's client (agents, parser, message
// streams) cost it about a quarter of a core at 1,000 requests a second; what it spends is taken from
// the system it measures. Requests and answers are real HTTP on a real socket all the same.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** Where the body of an answer ends, or -1 while more bytes are needed. */
function bodyEnd(buffer, start, { length, chunked }) {
  if (length !== null) return buffer.length >= start + length ? start + length : -1;
  if (!chunked) return -1; // read to the end of the connection
  let at = start;
  for (;;) {
    const lineEnd = buffer.indexOf(CRLF, at);
    if (lineEnd < 0) return -1;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    // The last chunk, then optional trailers, then an empty line: the first blank line from here ends it.
    if (size === 0) {
      const end = buffer.indexOf(HEADER_END, lineEnd);
      return end < 0 ? -1 : end + 4;
    }
    at = lineEnd + 2 + size + 2;
    if (buffer.length < at) return -1;
  }
}

function parseHead(buffer, headEnd) {
  const lines = buffer.toString('latin1', 0, headEnd).split('\r\n');
  const status = Number(lines[0].split(' ')[1]);
  let length = null;
  let chunked = false;
  let close = false;
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') length = Number(value);
    else if (name === 'transfer-encoding') chunked = value.includes('chunked');
    else if (name === 'connection') close = value === 'close';
  }
  // No body whatever the headers say.
  if (status === 204 || status === 304 || (status >= 100 && status < 200)) length = 0;
  return { status, length, chunked, close };
}

/**
 * One connection to `base`. keepAlive: the socket is kept for the next request, as a browser tab keeps
 * it; otherwise every request opens a new one and asks the server to close it.
 */
export class BenchConnection {
  constructor(base, { keepAlive = true, timeoutMs = 30_000 } = {}) {
    const { hostname, port } = new URL(base);
    this.host = hostname;
    this.port = Number(port);
    this.keepAlive = keepAlive;
    this.timeoutMs = timeoutMs;
    this.socket = null;
  }

  /** Sends one request and answers { status, ms } once the whole answer is in (status 0: no answer). */
  request(method, path, { headers = {}, body } = {}) {
    return new Promise((resolve) => {
      const started = performance.now();
      const payload = body === undefined ? null : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
      let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}:${this.port}\r\n`;
      if (payload && !Buffer.isBuffer(body)) head += 'content-type: application/json\r\n';
      if (payload) head += `content-length: ${payload.length}\r\n`;
      if (!this.keepAlive) head += 'connection: close\r\n';
      for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
      head += '\r\n';

      if (!this.socket || this.socket.destroyed) {
        this.socket = net.connect({ host: this.host, port: this.port, noDelay: true });
        this.socket.on('error', () => undefined);
      }
      const socket = this.socket;
      let buffer = Buffer.alloc(0);
      let answer = null;
      let headEnd = -1;
      let settled = false;
      const finish = (status) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        socket.off('data', onData);
        socket.off('close', onClose);
        if (status === 0 || answer?.close || !this.keepAlive) {
          socket.destroy();
          if (this.socket === socket) this.socket = null;
        }
        resolve({ status, ms: performance.now() - started });
      };
      const onData = (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        try {
          if (!answer) {
            headEnd = buffer.indexOf(HEADER_END);
            if (headEnd < 0) return;
            answer = parseHead(buffer, headEnd);
          }
          if (bodyEnd(buffer, headEnd + 4, answer) >= 0) finish(answer.status);
        } catch {
          finish(0);
        }
      };
      // A body without length or chunks ends with the connection.
      const onClose = () => finish(answer && answer.length === null && !answer.chunked ? answer.status : 0);
      const timer = setTimeout(() => finish(0), this.timeoutMs);
      socket.on('data', onData);
      socket.on('close', onClose);
      socket.cork();
      socket.write(head, 'latin1');
      if (payload) socket.write(payload);
      socket.uncork();
    });
  }

  close() {
    this.socket?.destroy();
    this.socket = null;
  }
}
