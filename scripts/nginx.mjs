// nginx in front of server instances, with the repo's configuration (deploy/nginx/barterbits.conf),
// for the scale test and the benchmark. Plain Node; needs Debian's nginx package.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

/** The nginx binary, or undefined when nginx is not installed. */
export const nginxBinary = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/**
 * The repo's configuration with only its `listen` port and its upstream `server` lines rewritten, for
 * instances listening on 127.0.0.1 at `instancePorts`.
 */
export function nginxConfigFor(instancePorts, port) {
  const repoConf = readFileSync(path.join(root, 'deploy/nginx/barterbits.conf'), 'utf8');
  const servers = instancePorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`)
    .join('\n');
  const conf = repoConf
    .replace(/^\s*listen \d+;/m, `    listen 127.0.0.1:${port};`)
    .replace(/(?:^\s*server 127\.0\.0\.1:\d+[^\n]*\n)+/m, `${servers}\n`);
  if (
    !instancePorts.every((p) => conf.includes(`127.0.0.1:${p} `)) ||
    !conf.includes(`listen 127.0.0.1:${port};`)
  ) {
    throw new Error('deploy/nginx/barterbits.conf: could not rewrite its listen port or upstream servers');
  }
  return conf;
}

/**
 * Starts nginx (in the foreground, in a temporary prefix) on 127.0.0.1:`port` in front of
 * `instancePorts`; resolves once it answers /v1/health. Returns `{ base, port, stop }`.
 */
export async function startNginx(instancePorts, port) {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed: apt-get install -y nginx');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bb-nginx-'));
  // nginx's workers may run as another user (nobody when started as root): they write temp files here.
  chmodSync(dir, 0o755);
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, d));
    chmodSync(path.join(dir, d), 0o777);
  }
  writeFileSync(path.join(dir, 'barterbits.conf'), nginxConfigFor(instancePorts, port));
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/barterbits.conf;
}
`,
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, port, stop };
    await new Promise((r) => setTimeout(r, 50));
  }
  await stop();
  throw new Error('nginx did not answer /v1/health in 10 s');
}
