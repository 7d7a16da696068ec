import fs from 'node:fs';
import { createSecureContext } from 'node:tls';

/** The application's own certificate and key (PEM), when it serves HTTPS itself (TLS_CERT_FILE, TLS_KEY_FILE). */
export interface TlsFiles {
  cert: string;
  key: string;
}

function readPem(name: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Refusing to start: ${name} (${file}) cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/**
 * Optional TLS on the application's own port, so the hop from the reverse proxy to the application is
 * encrypted too (ASVS 12.3.3). Both files or neither; a certificate and key that do not belong together, or
 * files that are not PEM, refuse the start instead of failing the first connection.
 */
export function loadTlsFiles(env: NodeJS.ProcessEnv): TlsFiles | null {
  const certFile = env.TLS_CERT_FILE || '';
  const keyFile = env.TLS_KEY_FILE || '';
  if (!certFile && !keyFile) return null;
  if (!certFile || !keyFile) throw new Error('Refusing to start: TLS_CERT_FILE and TLS_KEY_FILE go together; set both (or neither)');
  const files = { cert: readPem('TLS_CERT_FILE', certFile), key: readPem('TLS_KEY_FILE', keyFile) };
  try {
    createSecureContext(files);
  } catch (error) {
    throw new Error(`Refusing to start: TLS_CERT_FILE and TLS_KEY_FILE are not a PEM certificate and its private key (${(error as Error).message})`);
  }
  return files;
}
