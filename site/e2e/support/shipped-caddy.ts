/**
 * The shipped infra/Caddyfile, run by Debian's caddy in front of a started lead service. Its upstreams and the
 * site's root come in through the file's own environment placeholders (API_UPSTREAMS, SITE_ROOT); only the
 * listen address differs: Caddy's own adapter turns the file into its JSON, and the one server that listens on
 * :8080 there listens on a free loopback port instead. Everything else — matchers, headers, the 404 — is the
 * file as compose runs it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForStatus } from './start-lead-service.ts';

const caddyfile = fileURLToPath(new URL('../../../infra/Caddyfile', import.meta.url));
/** Debian's package (.ci/run installs it when missing). */
const caddyBin = process.env.CADDY_BIN ?? '/usr/bin/caddy';

export interface ShippedCaddy {
  origin: string;
  stop(): Promise<void>;
}

interface CaddyJson {
  apps: { http: { servers: Record<string, { listen: string[] }> } };
}

/** `port`: chosen beforehand (freePort) when the service must know Caddy's origin first (its SITE_URL). */
export async function startShippedCaddy(options: { upstream: string; siteRoot: string; port?: number }): Promise<ShippedCaddy> {
  const dir = mkdtempSync(join(tmpdir(), 'sichtwerk-caddy-'));
  // XDG folders of its own: Caddy keeps nothing of this run in the user's home.
  const env = { ...process.env, API_UPSTREAMS: options.upstream, SITE_ROOT: options.siteRoot, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const adapted = spawnSync(caddyBin, ['adapt', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env,
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (adapted.status !== 0) throw new Error(`caddy adapt infra/Caddyfile: ${adapted.error?.message ?? adapted.stderr}`);
  const config = JSON.parse(adapted.stdout) as CaddyJson;
  const servers = Object.values(config.apps.http.servers);
  if (servers.length !== 1 || servers[0]?.listen.join() !== ':8080') {
    throw new Error(`infra/Caddyfile: expected one server on :8080, found ${JSON.stringify(servers.map((server) => server.listen))}`);
  }
  const port = options.port ?? (await freePort());
  (servers[0] as { listen: string[] }).listen = [`127.0.0.1:${port}`];
  const configPath = join(dir, 'caddy.json');
  writeFileSync(configPath, JSON.stringify(config));
  const child = spawn(caddyBin, ['run', '--config', configPath], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = `${log}${chunk.toString()}`.slice(-4_000);
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The home page through Caddy, and a probe through it to the service (its upstream is up).
    await waitForStatus(`${origin}/`, 20_000);
    await waitForStatus(`${origin}/healthz`, 20_000);
  } catch (error) {
    await stop();
    throw new Error(`caddy did not answer on ${origin}: ${(error as Error).message}\n${log}`);
  }
  return { origin, stop };
}
