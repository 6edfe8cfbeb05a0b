/**
 * The api role for `npm run bench:api`, in its own process as compose runs it: the bench's load generator then
 * does not share this event loop, and a CPU profile (`--profile`) holds the service's work and nothing else.
 *
 * Started by bench-api.ts with `fork`; the environment it would have in production arrives as JSON in
 * BENCH_SERVICE_ENV. Messages: it sends `{ url }` once listening; it answers `usage` with the CPU time it has
 * used so far (process.cpuUsage: what a post costs, however busy the machine), `profile-start` with `profiling`,
 * `profile-stop` with `{ path }` (the written .cpuprofile), and `stop` by stopping and exiting.
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { kindVariablesOf } from '../src/platform/config/kind-settings.ts';
import { loadConfig, requireResolved } from '../src/platform/config/load-config.ts';
import { anyLeadForms } from '../src/lead-forms.ts';
import { createLeadRegistry } from '../src/kind-kit/registry.ts';
import { start } from '../src/app/server.ts';

type Command = { type: 'usage' } | { type: 'profile-start' } | { type: 'profile-stop'; path: string } | { type: 'stop' };

const send = (message: unknown) => process.send?.(message);

async function main(): Promise<void> {
  const env = JSON.parse(process.env.BENCH_SERVICE_ENV ?? '{}') as Record<string, string>;
  const config = requireResolved(loadConfig(env, kindVariablesOf(anyLeadForms)));
  const service = await start(config, createLeadRegistry(anyLeadForms), { worker: false, sweeper: false });
  // The same sampler as `node --cpu-prof`, started and stopped around the measured phases only.
  const session = new Session();
  session.connect();

  process.on('message', (command: Command) => {
    const handle = async () => {
      if (command.type === 'usage') {
        send({ type: 'usage', ...process.cpuUsage() });
      } else if (command.type === 'profile-start') {
        await session.post('Profiler.enable');
        await session.post('Profiler.start');
        send({ type: 'profiling' });
      } else if (command.type === 'profile-stop') {
        const { profile } = await session.post('Profiler.stop');
        await writeFile(command.path, JSON.stringify(profile));
        send({ type: 'profile', path: command.path });
      } else {
        session.disconnect();
        await service.stop();
        process.exit(0);
      }
    };
    handle().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  send({ type: 'listening', url: service.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
