// nginx (Debian's package) as the cluster's load balancer: installed when missing, as Chromium is,
// configured in a temporary prefix, run in the foreground and stopped with the test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitFor } from './processes.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];
const findNginx = () => CANDIDATES.find((path) => existsSync(path));

export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info("▶ nginx not found: installing Debian's nginx package");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
      stdio: 'inherit',
      env,
    });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error('The cluster test needs nginx: apt-get install -y nginx');
}

/**
 * Round robin over the web instances. A refused or reset connection (an instance that stopped
 * listening to drain, or is starting) is passed to the next instance, as a load balancer does
 * during a rolling restart; nginx never resends a POST whose request it had already sent.
 * X-Forwarded-For gets the client's address appended (the app trusts one proxy: the last hop).
 */
function config({ prefix, port, upstreams }) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return `
${isRoot ? 'user root;' : ''}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr';
  access_log ${join(prefix, 'access.log')} upstreams;
  client_body_temp_path ${join(prefix, 'body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  upstream shop {
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** Starts nginx on `port` in front of `upstreams` (host:port); resolves once it answers. */
export async function startNginx({ prefix, port, upstreams }) {
  const binary = ensureNginx();
  mkdirSync(prefix, { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, config({ prefix, port, upstreams }));
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  await waitFor('nginx to answer', async () => {
    if (exited) throw new Error(`nginx exited; see ${join(prefix, 'error.log')}`);
    try {
      await fetch(`${base}/api/v3/health/`);
      return true;
    } catch {
      return false;
    }
  });
  return {
    base,
    stop: () =>
      new Promise((resolveStop) => {
        if (exited) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGQUIT');
      }),
  };
}
