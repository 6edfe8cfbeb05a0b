/**
 * Without DATABASE_URL, `npm start` keeps its data in PGlite (Postgres compiled to WebAssembly) under
 * DATA_DIR/pglite, served over the Postgres wire protocol by pglite-socket, so the rest of the service talks
 * to it through the same `pg` driver and SQL as to a real server.
 * PGlite is a single session: the service's pool gets max 1, so one client's BEGIN never wraps another
 * client's statements. The socket server still admits a few connections, because it frees a closed
 * connection's slot only asynchronously: with a limit of 1, a pool that replaces an idle client (or the
 * service pool right after the migration pool) would be refused with "Too many connections".
 * PGlite is an optional dependency, loaded only here: the production image sets DATABASE_URL and leaves it out.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const [{ PGlite }, { PGLiteSocketServer }, { btree_gist }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-socket'),
    // PGlite loads contrib extensions only when named: the bookings' exclusion constraint (migrations/030) needs
    // btree_gist, the desk's search index (migrations/023) pg_trgm.
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]).catch((error: unknown) => {
    throw new Error('DATABASE_URL is not set and the embedded PGlite is not installed (npm ci without --omit=optional).', { cause: error });
  });
  const db = await PGlite.create(dir, { extensions: { btree_gist, pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  await server.start();
  // getServerConn() answers "host:port" with the port the OS picked for port 0.
  const url = `postgres://postgres@${server.getServerConn()}/postgres`;
  return {
    url,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
