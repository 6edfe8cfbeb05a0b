/**
 * A PostgreSQL a test may stop and start again without touching the machine's shared server:
 *   - 'cluster': a private cluster (initdb + pg_ctl from /usr/lib/postgresql/<version>/bin or PG_BIN) in a
 *     temporary directory on a free port; as root it runs as the user postgres (initdb refuses root).
 *   - 'proxy': where no server binaries are installed (a CI job with PostgreSQL as a service container),
 *     a TCP proxy in front of a throwaway database on the shared server; "stopping" closes the proxy and
 *     cuts every connection through it, so to the service PostgreSQL is gone.
 * Either way the database is migrated, and stop() behaves like a crash: connections die, new ones are refused.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrate } from '../../src/platform/db/migrate.ts';
import { findFreePort } from '../../src/platform/embedded/free-port.ts';
import { createTestDatabase } from './test-database.ts';

const run = promisify(execFile);

export interface PrivatePostgres {
  mode: 'cluster' | 'proxy';
  /** The migrated database, e.g. postgres://postgres@127.0.0.1:54321/leads. */
  url: string;
  /** A small pool for the test's own checks; it loses its connections while PostgreSQL is stopped. */
  pool: pg.Pool;
  /** Like a crash: open connections die, new ones are refused. */
  stop(): Promise<void>;
  /** Back on the same port with the same data. */
  start(): Promise<void>;
  close(): Promise<void>;
}

function findBinDir(): string | undefined {
  const candidates = [process.env.PG_BIN];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(root, version, 'bin')));
  }
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

async function startCluster(binDir: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lead-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    await chown(dir, uid, gid);
  }
  const exec = (binary: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(binDir, binary), ...args]) : run(path.join(binDir, binary), args);
  const data = path.join(dir, 'data');
  await exec('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await findFreePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => {
    await exec('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop']).catch(() => undefined);
  };
  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE leads');
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${port}/leads`;
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  await migrate(pool);
  return {
    mode: 'cluster',
    url,
    pool,
    stop,
    start,
    async close() {
      await pool.end().catch(() => undefined);
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function startProxy(): Promise<PrivatePostgres> {
  const db = await createTestDatabase();
  const target = new URL(db.url);
  const port = await findFreePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const stop = async () => {
    const closing = server ? new Promise<void>((resolve) => server!.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closing;
    server = undefined;
  };
  await start();
  const proxied = new URL(db.url);
  proxied.port = String(port);
  const pool = new pg.Pool({ connectionString: proxied.toString(), max: 2 });
  pool.on('error', () => undefined);
  return {
    mode: 'proxy',
    url: proxied.toString(),
    pool,
    stop,
    start,
    async close() {
      await pool.end().catch(() => undefined);
      await stop();
      await db.drop();
    },
  };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const binDir = process.env.TEST_PG_PROXY === '1' ? undefined : findBinDir();
  if (binDir) {
    try {
      return await startCluster(binDir);
    } catch (error) {
      // e.g. no user postgres to run as: the proxy still gives the test a PostgreSQL it may stop.
      console.warn(
        `private PostgreSQL cluster not possible (${error instanceof Error ? error.message : String(error)}); using a TCP proxy`,
      );
    }
  }
  return startProxy();
}
