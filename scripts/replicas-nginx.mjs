// Debian's nginx as the proxy of deploy/nginx.conf, in front of instances on this machine (replicas-check.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

/** The deploy recipe's server block, with the instances' loopback ports instead of the compose service names. */
function serverConfig(listenPort, ports) {
  const recipe = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  // Each server line as the recipe has it (its max_fails and fail_timeout), on this machine's ports.
  return recipe
    .replaceAll('server api-1:8080', `server 127.0.0.1:${ports[0]}`)
    .replaceAll('server api-2:8080', `server 127.0.0.1:${ports[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${listenPort};`);
}

/** Starts nginx in the foreground under `work`; null when nginx is not installed. */
export async function startNginx(work, listenPort, ports) {
  if (!NGINX) return null;
  const prefix = path.join(work, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const temp = (name) => `${name}_temp_path ${path.join(prefix, name)};`;
  const config = `worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${serverConfig(listenPort, ports)}
}
`;
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, config);
  const test = spawnSync(NGINX, ['-p', prefix, '-c', file, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its configuration: ${test.stderr}`);
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; i < 100; i++) {
    if ((await fetch(`${url}/api/health/ready`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
