/**
 * Cross-checks docker-compose.yml against the repository: the things a schema cannot know. Every problem is
 * returned as one readable line; the compose test expects none for the real file and a specific one for
 * each deliberately broken copy. What is checked:
 *   - builds: context, Dockerfile, target stage and every COPY source exist;
 *   - commands (or the image's CMD): npm scripts exist in the named workspace, and the files they or a
 *     `node` command run exist in the repository and are copied into the image;
 *   - environment: a lead-service container sets only variables load-config.ts reads, and loadConfig() accepts
 *     the values; every variable of platform/config/variables.ts reaches the api or worker container unless
 *     `containerDefaults` names it with a reason; image containers set only variables their image knows (the
 *     site's are read by the Caddyfile);
 *   - ports: every `service:port` in a variable, every `expose` and published container port is one that
 *     service listens on (the lead service's from PORT / WORKER_HTTP_PORT as load-config.ts reads them);
 *   - depends_on: targets exist, service_healthy targets have a health check, completed_successfully
 *     targets are one-shot; named volumes and networks are declared; the worker is scalable;
 *   - .env.example: documents every variable of load-config.ts and of the compose file, and nothing else.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { kindVariablesOf } from '../../src/platform/config/kind-settings.ts';
import { loadConfig } from '../../src/platform/config/load-config.ts';
import { leadForms } from '../../src/lead-forms.ts';

export type ComposeDocument = {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  networks?: Record<string, unknown>;
  [key: string]: unknown;
};

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string; args?: unknown };
  command?: string | string[] | null;
  entrypoint?: string | string[] | null;
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: Array<string | number | { target?: number | string }>;
  expose?: Array<string | number>;
  healthcheck?: { test?: string | string[]; disable?: boolean | string };
  depends_on?: string[] | Record<string, { condition: string; required?: boolean }>;
  volumes?: Array<string | { type: string; source?: string }>;
  networks?: string[] | Record<string, unknown>;
  container_name?: string;
  restart?: string;
  pull_policy?: string;
  profiles?: string[];
  deploy?: { replicas?: number | string; [key: string]: unknown };
  [key: string]: unknown;
}

export interface CheckContext {
  repoRoot: string;
  configVariables: readonly string[];
  /** Variables as .env would hold them, for interpolation. */
  env: Record<string, string>;
  /** The variables .env.example documents. */
  envExampleVariables: readonly string[];
  /** The compose file's text, for the variables it interpolates. */
  composeText: string;
}

// ── interpolation, as Compose does it ────────────────────────────────────────────────────────────────

const variablePattern = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])((?:[^{}]|\{[^{}]*\})*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

export function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(variablePattern, (match, braced?: string, operator?: string, argument?: string, bare?: string) => {
    if (match === '$$') return '$';
    const name = (braced ?? bare)!;
    const current = env[name];
    const unsetOrEmpty = current === undefined || current === '';
    switch (operator) {
      case ':-':
        return unsetOrEmpty ? interpolate(argument ?? '', env) : current!;
      case '-':
        return current === undefined ? interpolate(argument ?? '', env) : current;
      case ':?':
        if (unsetOrEmpty) throw new Error(`required variable ${name} is missing: ${argument ?? ''}`);
        return current!;
      case '?':
        if (current === undefined) throw new Error(`required variable ${name} is missing: ${argument ?? ''}`);
        return current;
      default:
        return current ?? '';
    }
  });
}

function interpolateDeep(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, env));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, env)]));
  }
  return value;
}

/**
 * Names the file interpolates (`${NAME}`, `${NAME:-x}`, `$NAME`), not counting `$$` escapes. Only values
 * are interpolated, so the YAML is parsed first: a `$EDITOR` in a comment is no variable.
 */
export function interpolatedVariables(text: string): string[] {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(variablePattern)) {
        const name = match[1] ?? match[4];
        if (name) names.add(name);
        // A default may itself hold a variable: ${A:-${B}}.
        if (match[3]) visit(match[3]);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(parse(text, { merge: true }));
  return [...names].sort();
}

/** Parses with YAML merge keys (`<<: *anchor`) and interpolates, as `docker compose config` would. */
export function loadCompose(text: string, env: Record<string, string>): ComposeDocument {
  return interpolateDeep(parse(text, { merge: true }), env) as ComposeDocument;
}

/** Variable names of a dotenv file (KEY=value lines). */
export function dotenvVariables(text: string): string[] {
  return text
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

export function dotenvValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=(.*)$/.exec(line);
    if (match?.[1]) values[match[1]] = (match[2] ?? '').trim().replace(/^"(.*)"$/, '$1');
  }
  return values;
}

// ── Dockerfiles ──────────────────────────────────────────────────────────────────────────────────────

interface Stage {
  name: string | undefined;
  /** [source…, destination] of each COPY without --from. */
  copies: string[][];
  /** [source…, destination] of each COPY --from=… */
  copiedFromStages: string[][];
  cmd: string[] | undefined;
  healthcheck: boolean;
  workdir: string;
}

export function parseDockerfile(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of logical) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const upper = instruction.toUpperCase();
    const args = rest.join(' ');
    if (upper === 'FROM') {
      const name = /\bAS\s+([\w.-]+)\s*$/i.exec(args)?.[1];
      stages.push({ name, copies: [], copiedFromStages: [], cmd: undefined, healthcheck: false, workdir: '/' });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) continue;
    if (upper === 'WORKDIR') stage.workdir = args;
    if (upper === 'COPY') {
      const parts = rest.filter((part) => !part.startsWith('--') || part.startsWith('--from='));
      const from = parts.find((part) => part.startsWith('--from='));
      const paths = parts.filter((part) => !part.startsWith('--'));
      if (from) stage.copiedFromStages.push(paths);
      else stage.copies.push(paths);
    }
    if (upper === 'CMD') stage.cmd = args.startsWith('[') ? (JSON.parse(args) as string[]) : ['sh', '-c', args];
    if (upper === 'HEALTHCHECK' && !/^NONE\b/i.test(args)) stage.healthcheck = true;
  }
  return stages;
}

/** A path inside the final image (relative to WORKDIR, or absolute) → is it a COPY destination or under one? */
function copiedInto(stage: Stage, file: string): boolean {
  const absolute = (target: string) => path.posix.resolve(stage.workdir, target);
  const wanted = absolute(file);
  // `COPY a b dir/` puts dir/a and dir/b; `COPY src dest` (one source, no trailing slash) puts dest.
  const destinations = [...stage.copies, ...stage.copiedFromStages].flatMap((copy) => {
    const destination = copy.at(-1) ?? '';
    const sources = copy.slice(0, -1);
    if (sources.length === 1 && !destination.endsWith('/')) return [absolute(destination)];
    return sources.map((source) => absolute(path.posix.join(destination, path.posix.basename(source))));
  });
  return destinations.some((destination) => wanted === destination || wanted.startsWith(`${destination}/`));
}

// ── the checks ───────────────────────────────────────────────────────────────────────────────────────

const leadServiceDockerfile = 'infra/lead-service.Dockerfile';
/** Ports the images' processes listen on (the lead service's come from its config instead). */
const imagePorts: Array<{ image: RegExp; ports: number[]; environment: RegExp }> = [
  {
    image: /^postgres:/,
    ports: [5432],
    environment: /^(POSTGRES_(USER|PASSWORD|DB|INITDB_ARGS)|PGDATA|PG(HOST|PORT|USER|PASSWORD|DATABASE))$/,
  },
  { image: /^redis:/, ports: [6379], environment: /^$/ },
  { image: /^axllent\/mailpit(:|$)/, ports: [1025, 8025], environment: /^MP_[A-Z_]+$/ },
];

/**
 * Variables of platform/config/variables.ts that the api and worker containers deliberately leave at their default; every
 * other one must be passed to them, so an operator's .env reaches the code. Each entry says why.
 */
export const containerDefaults: ReadonlyMap<string, string> = new Map([
  // Lets the website check reach private fixture hosts in tests; a production container must never get it.
  ['WEBSITE_CHECK_ALLOW_HOSTS', 'tests only'],
]);

/** Variables docker compose itself reads from .env (https://docs.docker.com/compose/how-tos/environment-variables/envvars/). */
const composeCliVariables = new Set(['COMPOSE_PROFILES', 'COMPOSE_PROJECT_NAME', 'COMPOSE_FILE']);

function argv(value: string | string[] | null | undefined): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  return Array.isArray(value) ? value : value.split(/\s+/).filter(Boolean);
}

function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(environment.map((entry) => [entry.split('=')[0] ?? '', entry.split('=').slice(1).join('=')]));
  }
  return Object.fromEntries(Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]));
}

function buildOf(service: ComposeService): { context: string; dockerfile: string; target: string | undefined } | undefined {
  if (!service.build) return undefined;
  if (typeof service.build === 'string') return { context: service.build, dockerfile: 'Dockerfile', target: undefined };
  return { context: service.build.context ?? '.', dockerfile: service.build.dockerfile ?? 'Dockerfile', target: service.build.target };
}

function readJson(file: string): { scripts?: Record<string, string> } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> };
  } catch {
    return undefined;
  }
}

/** Checks `npm run <script> [-w <workspace>]` and `npm start|test`; returns the script's problems. */
function checkNpmCommand(args: string[], repoRoot: string, where: string): string[] {
  const problems: string[] = [];
  const rest = args.slice(1);
  let script: string | undefined;
  let workspace: string | undefined;
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === '-w' || arg === '--workspace') workspace = rest[++i];
    else if (arg.startsWith('--workspace=')) workspace = arg.slice('--workspace='.length);
    else if (arg === 'run' || arg === 'run-script') continue;
    else if (arg === '--') break;
    else if (!arg.startsWith('-') && script === undefined) script = arg;
  }
  if (!script) return [`${where}: npm command without a script: ${args.join(' ')}`];
  const packageDir = workspace ? path.join(repoRoot, workspace) : repoRoot;
  const manifest = readJson(path.join(packageDir, 'package.json'));
  if (!manifest) return [`${where}: workspace "${workspace}" has no package.json`];
  const body = manifest.scripts?.[script];
  if (!body)
    return [
      `${where}: npm script "${script}" does not exist in ${path.relative(repoRoot, path.join(packageDir, 'package.json')) || 'package.json'}`,
    ];
  for (const file of body.match(/[\w./-]+\.(?:ts|js|mjs)\b/g) ?? []) {
    if (!existsSync(path.join(packageDir, file))) problems.push(`${where}: npm script "${script}" runs ${file}, which does not exist`);
  }
  return problems;
}

export function checkCompose(document: ComposeDocument, context: CheckContext): string[] {
  const { repoRoot } = context;
  const problems: string[] = [];
  const services = document.services ?? {};
  const defaults = loadConfig({});

  /** What each service listens on, for the port checks. */
  const listening = new Map<string, number[]>();
  const finalStages = new Map<string, Stage>();
  /** What the api and worker containers pass to the code. */
  const passedToProcesses = new Set<string>();

  // Each image is built by one service; the others that run it reuse it and never try to pull it.
  const builders = new Map<string, string>();
  for (const [name, service] of Object.entries(services)) {
    if (!service.build || !service.image) continue;
    const first = builders.get(service.image);
    if (first) problems.push(`services.${name}: builds ${service.image} again, which services.${first} already builds; build it once`);
    else builders.set(service.image, name);
  }

  for (const [name, service] of Object.entries(services)) {
    const where = `services.${name}`;
    const builder = !service.build && service.image ? builders.get(service.image) : undefined;
    if (builder && service.pull_policy !== 'never') {
      problems.push(`${where}: runs ${service.image}, which services.${builder} builds, but would try to pull it (pull_policy: never)`);
    }
    const build = buildOf(builder ? services[builder]! : service);
    if (!build && !service.image) problems.push(`${where}: neither image nor build`);
    let finalStage: Stage | undefined;
    if (build) {
      const contextDir = path.resolve(repoRoot, build.context);
      const dockerfile = path.resolve(contextDir, build.dockerfile);
      if (!existsSync(contextDir)) problems.push(`${where}: build context ${build.context} does not exist`);
      if (!existsSync(dockerfile)) {
        problems.push(`${where}: Dockerfile ${build.dockerfile} does not exist`);
      } else {
        const stages = parseDockerfile(readFileSync(dockerfile, 'utf8'));
        if (build.target && !stages.some((stage) => stage.name === build.target)) {
          problems.push(`${where}: build target "${build.target}" is not a stage of ${build.dockerfile}`);
        }
        finalStage = build.target ? stages.find((stage) => stage.name === build.target) : stages.at(-1);
        for (const stage of stages) {
          for (const copy of stage.copies) {
            for (const source of copy.slice(0, -1)) {
              if (source !== '.' && !existsSync(path.join(contextDir, source)))
                problems.push(`${where}: ${build.dockerfile} copies ${source}, which does not exist`);
            }
          }
        }
      }
    }
    if (finalStage) finalStages.set(name, finalStage);
    const isLeadService = build?.dockerfile === leadServiceDockerfile;
    const environment = environmentOf(service);

    // Commands: the compose command, else the image's CMD.
    const command = argv(service.entrypoint) ?? argv(service.command) ?? finalStage?.cmd;
    let runs: string | undefined;
    if (command && isLeadService) {
      if (command[0] === 'npm') {
        problems.push(...checkNpmCommand(command, repoRoot, where));
        runs = 'npm';
      } else if (command[0] === 'node') {
        const file = command
          .slice(1)
          .find((arg, index, all) => !arg.startsWith('-') && all[index - 1] !== '--import' && all[index - 1] !== '-r');
        if (!file) problems.push(`${where}: node command without a script: ${command.join(' ')}`);
        else if (!existsSync(path.join(repoRoot, file))) problems.push(`${where}: runs ${file}, which does not exist`);
        else if (finalStage && !copiedInto(finalStage, file)) problems.push(`${where}: runs ${file}, which the image does not contain`);
        runs = file;
      } else {
        problems.push(`${where}: unexpected command ${command.join(' ')} (expected npm or node)`);
      }
    }
    if (command && finalStage && !isLeadService) {
      for (const [index, arg] of command.entries()) {
        if (command[index - 1] === '--config' && !copiedInto(finalStage, arg))
          problems.push(`${where}: ${arg} is not copied into the image`);
      }
    }

    // Environment and listening ports.
    if (isLeadService) {
      for (const key of Object.keys(environment)) {
        if (!context.configVariables.includes(key))
          problems.push(`${where}: sets ${key}, which lead-service/src/platform/config/load-config.ts does not read`);
      }
      let config: ReturnType<typeof loadConfig> | undefined;
      try {
        config = loadConfig(environment, kindVariablesOf(leadForms));
      } catch (error) {
        problems.push(`${where}: load-config.ts rejects the environment: ${(error as Error).message.replace(/\s+/g, ' ')}`);
      }
      const ports: number[] = [];
      if (runs?.endsWith('src/main.ts')) ports.push(config?.port ?? defaults.port);
      if (runs?.endsWith('src/worker-main.ts')) ports.push(config?.workerHttpPort ?? defaults.workerHttpPort);
      if (runs?.endsWith('src/main.ts') || runs?.endsWith('src/worker-main.ts'))
        for (const key of Object.keys(environment)) passedToProcesses.add(key);
      listening.set(name, ports);
      // A health check that reads process.env.X needs X set.
      const test = [service.healthcheck?.test ?? []].flat().join(' ');
      for (const match of test.matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)/g)) {
        if (!(match[1]! in environment)) problems.push(`${where}: healthcheck reads ${match[1]}, which the service does not set`);
      }
    } else if (build) {
      // The site (Caddy): every variable it gets must be read by the Caddyfile the image copies.
      const caddyfiles = (finalStage?.copies ?? [])
        .filter((copy) => /Caddyfile$/.test(copy[0] ?? ''))
        .map((copy) => readFileSync(path.join(repoRoot, copy[0]!), 'utf8'));
      const caddyfile = caddyfiles.join('\n');
      for (const key of Object.keys(environment)) {
        if (!caddyfile.includes(`{$${key}`)) problems.push(`${where}: sets ${key}, which the Caddyfile does not read`);
      }
      const port = Number(/^:(\d+) \{$/m.exec(caddyfile)?.[1] ?? Number.NaN);
      listening.set(name, Number.isNaN(port) ? [] : [port]);
    } else {
      const known = imagePorts.find((entry) => entry.image.test(service.image ?? ''));
      if (!known) problems.push(`${where}: image ${service.image} is unknown to this check; add its ports and variables`);
      for (const key of Object.keys(environment)) {
        if (known && !known.environment.test(key)) problems.push(`${where}: sets ${key}, which ${service.image} does not read`);
      }
      listening.set(name, known?.ports ?? []);
    }
  }

  for (const [name, service] of Object.entries(services)) {
    const where = `services.${name}`;
    const own = listening.get(name) ?? [];
    for (const entry of service.expose ?? []) {
      if (!own.includes(Number(entry))) problems.push(`${where}: exposes ${entry}, but listens on ${own.join(', ') || 'nothing'}`);
    }
    for (const entry of service.ports ?? []) {
      const target = typeof entry === 'object' ? Number(entry.target) : Number(String(entry).split(':').at(-1)?.split('/')[0]);
      if (!own.includes(target))
        problems.push(`${where}: publishes container port ${target}, but listens on ${own.join(', ') || 'nothing'}`);
    }
    // `service:port` references in variables (URLs and host:port pairs).
    for (const [key, value] of Object.entries(environmentOf(service))) {
      for (const match of value.matchAll(/(?:^|\/\/|@|\s)([a-z][a-z0-9_-]*):(\d+)(?=$|[/?#\s])/g)) {
        const [, host, port] = match;
        if (!host || !(host in services)) continue;
        const ports = listening.get(host) ?? [];
        if (!ports.includes(Number(port)))
          problems.push(`${where}: ${key} points at ${host}:${port}, but ${host} listens on ${ports.join(', ') || 'nothing'}`);
      }
    }

    // depends_on
    const dependencies = Array.isArray(service.depends_on)
      ? Object.fromEntries(service.depends_on.map((dependency) => [dependency, { condition: 'service_started' }]))
      : (service.depends_on ?? {});
    for (const [dependency, { condition }] of Object.entries(dependencies)) {
      const target = services[dependency];
      if (!target) {
        problems.push(`${where}: depends on ${dependency}, which is not a service`);
        continue;
      }
      const disabled = target.healthcheck?.disable === true || target.healthcheck?.disable === 'true';
      const hasHealthcheck = !disabled && (target.healthcheck?.test !== undefined || finalStages.get(dependency)?.healthcheck === true);
      if (condition === 'service_healthy' && !hasHealthcheck)
        problems.push(`${where}: waits for ${dependency} to be healthy, but it has no health check`);
      if (condition === 'service_completed_successfully' && target.restart !== 'no') {
        problems.push(`${where}: waits for ${dependency} to complete, but it is not a one-shot service (restart: "no")`);
      }
    }

    // volumes and networks
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.type === 'volume' ? volume.source : undefined;
      if (source && !/^[./~$]/.test(source) && !(source in (document.volumes ?? {})))
        problems.push(`${where}: uses volume ${source}, which is not declared`);
    }
    const networks = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
    for (const network of networks) {
      if (network !== 'default' && !(network in (document.networks ?? {})))
        problems.push(`${where}: joins network ${network}, which is not declared`);
    }
  }

  // The worker scales with `--scale worker=N`.
  const worker = services.worker;
  if (!worker) problems.push('services.worker is missing');
  else {
    if (worker.container_name) problems.push('services.worker: container_name prevents --scale worker=N');
    if (worker.ports?.length) problems.push('services.worker: published ports prevent --scale worker=N');
    // A one-off `--scale` is forgotten by the next `up`; replicas from .env are not.
    if (worker.deploy?.replicas === undefined)
      problems.push('services.worker: deploy.replicas is unset, so a later `up` resets the number of workers');
  }

  // On first boot the postgres image serves only its Unix socket while it initialises; a socket check would call
  // that healthy and the migration's TCP connection would be refused.
  const postgresCheck = [services.postgres?.healthcheck?.test ?? []].flat().join(' ');
  if (/pg_isready/.test(postgresCheck) && !/-h\s+127\.0\.0\.1|--host[= ]127\.0\.0\.1/.test(postgresCheck)) {
    problems.push('services.postgres: the health check must ask over TCP (pg_isready -h 127.0.0.1), not the socket');
  }

  // platform/config/variables.ts → the api and worker containers
  for (const name of context.configVariables) {
    if (!passedToProcesses.has(name) && !containerDefaults.has(name))
      problems.push(
        `services.api/worker: pass ${name} (platform/config/variables.ts reads it) or list it in containerDefaults with the reason`,
      );
  }
  for (const name of containerDefaults.keys()) {
    if (!context.configVariables.includes(name))
      problems.push(`containerDefaults: ${name} is not a variable of platform/config/variables.ts`);
    else if (passedToProcesses.has(name))
      problems.push(`containerDefaults: ${name} is passed to a container after all; drop it from the list`);
  }

  // .env.example ⇄ load-config.ts ⇄ docker-compose.yml
  const interpolated = interpolatedVariables(context.composeText);
  const documented = new Set(context.envExampleVariables);
  for (const name of interpolated)
    if (!documented.has(name)) problems.push(`.env.example: does not document ${name}, which docker-compose.yml uses`);
  for (const name of context.configVariables)
    if (!documented.has(name)) problems.push(`.env.example: does not document ${name}, which load-config.ts reads`);
  for (const name of documented) {
    if (composeCliVariables.has(name)) continue;
    if (!context.configVariables.includes(name) && !interpolated.includes(name))
      problems.push(`.env.example: ${name} is read neither by load-config.ts nor by docker-compose.yml`);
  }
  return problems;
}
