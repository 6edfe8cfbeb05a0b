/**
 * The layering `npm run lint` holds the code to (docs/architecture.md "Layers"); a violation names the
 * importing file and the imported one. The lead service's folders are its layers, from the top: where a process
 * starts (main.ts, worker-main.ts, cli/main.ts) beside the list of kinds; the hosts that assemble a process
 * (app/, cli/); the kinds (kinds/<kind>/); the features (desk/ and ops/ above booking/ and lead-records/); the
 * pipeline (pipeline/); the kit kinds are written with (kind-kit/); the platform (platform/). Every rule names
 * folders by prefix, so a new kind's folder under kinds/ is a kind's without being listed here.
 */
const src = '^lead-service/src/';
/** Where a process starts: the only modules that assemble the list of kinds (besides the list itself). */
const entries = ['lead-service/src/main\\.ts', 'lead-service/src/worker-main\\.ts', 'lead-service/src/cli/main\\.ts'].join('|');
/** The list of kinds and the generated list it reads (npm run kinds), beside the entries. */
const kindList = '^lead-service/src/lead-forms(\\.gen)?\\.ts$';
/**
 * A layer's folders import only from their own folder and the folders below (`mayImport`): never from a folder
 * above, nor from one beside them in the same layer.
 */
function layer(name, folders, mayImport, comment) {
  return {
    name,
    comment,
    severity: 'error',
    from: { path: `${src}(${folders.join('|')})/` },
    to: { path: src, pathNot: `${src}(${['$1', ...mayImport].join('|')})/` },
  };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle, type imports included: a cycle makes the load order decide what a module sees.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'site-never-imports-the-service',
      comment: 'The browser never imports the server: the site reads forms/ and content/ only (its end-to-end stories drive the real service).',
      severity: 'error',
      from: { path: '^site/', pathNot: '^site/e2e/' },
      to: { path: '^(lead-service|desk)/' },
    },
    {
      name: 'desk-imports-only-the-shared-contract',
      comment:
        "The desk bundle reaches the service only through the shared contract (forms/src/desk/: endpoint tables, zod/mini schemas, types; define-endpoint.ts), never the service's code nor the forms' kinds.",
      severity: 'error',
      from: { path: '^desk/' },
      to: { path: '^(lead-service|forms)/', pathNot: '^forms/src/(desk/[^/]+|define-endpoint|text-rules)\\.ts$' },
    },
    {
      name: 'shared-packages-stay-below',
      comment: 'forms/ and content/ are shared by browser and server: they import neither the site, the desk nor the service.',
      severity: 'error',
      from: { path: '^(forms|content)/' },
      to: { path: '^(site|desk|lead-service)/' },
    },
    {
      name: 'generic-code-names-no-kind',
      comment: "Generic service code is handed the kinds (kind-kit/registry.ts); it never imports a kind's folder.",
      severity: 'error',
      from: { path: src, pathNot: `${src}kinds/|^(${entries})$|${kindList}` },
      to: { path: `${src}kinds/` },
    },
    {
      name: 'kinds-stay-apart',
      comment: 'A kind never imports another kind: what two kinds share belongs in kind-kit/ (or below).',
      severity: 'error',
      from: { path: `${src}kinds/([^/]+)/` },
      to: { path: `${src}kinds/`, pathNot: `${src}kinds/$1/` },
    },
    layer(
      'kinds-see-only-the-kit',
      ['kinds'],
      ['kind-kit', 'platform'],
      'A kind is written with kind-kit/ and the platform; the pipeline, the features and the hosts take it from its descriptor.',
    ),
    layer(
      'desk-and-ops-stand-on-booking-and-records',
      ['desk', 'ops'],
      ['booking', 'lead-records', 'pipeline', 'kind-kit', 'platform'],
      'The desk and the operator endpoints (health, metrics, retention, queue dashboard) stand on booking, the lead records, the pipeline, the kit and the platform.',
    ),
    layer(
      'booking-and-records-stand-on-the-pipeline',
      ['booking', 'lead-records'],
      ['pipeline', 'kind-kit', 'platform'],
      'Booking and the lead records serve the desk, the operator tools and the hosts, and import neither of those.',
    ),
    layer(
      'pipeline-stands-on-the-kit',
      ['pipeline'],
      ['kind-kit', 'platform'],
      'The pipeline (route, store, queue, worker, mails, sweeper, confirmation, reminders) knows no feature and no host.',
    ),
    layer(
      'kit-stands-on-the-platform',
      ['kind-kit'],
      ['platform'],
      'What a kind is written with reaches down to the platform only, so a kind imports nothing above itself.',
    ),
    layer(
      'platform-at-the-bottom',
      ['platform'],
      [],
      'Database, config, errors, HTTP, mail transport, Redis, staff sign-in, logger and metrics import nothing of the service above them.',
    ),
    {
      name: 'hosts-only-from-entries',
      comment: 'app/ and cli/ assemble the processes: nothing but the entries imports them.',
      severity: 'error',
      from: { path: src, pathNot: `^(${entries})$|${src}(app|cli)/` },
      to: { path: `${src}(app|cli)/` },
    },
    {
      name: 'hosts-stay-apart',
      comment: 'The web and worker host (app/) and the command line (cli/) import nothing of each other.',
      severity: 'error',
      from: { path: `${src}(app|cli)/` },
      to: { path: `${src}(app|cli)/`, pathNot: `${src}$1/` },
    },
    {
      name: 'shipped-code-never-imports-tests',
      comment:
        "The image's build context leaves the test folders out (.dockerignore), and its build typechecks the service with its scripts: code outside them importing a test helper breaks `docker compose build`.",
      severity: 'error',
      from: { path: '^(forms|content|site|desk|lead-service)/', pathNot: '^(site/e2e|lead-service/test)/|\\.test\\.tsx?$' },
      to: { path: '^(site/e2e|lead-service/test)/|\\.test\\.tsx?$' },
    },
    {
      name: 'only-entries-import-the-kind-list',
      comment: 'The list of kinds is assembled where a process starts and handed down (kind-kit/registry.ts).',
      severity: 'error',
      from: { path: '^(lead-service|site|desk|forms|content)/', pathNot: `^(${entries})$|^lead-service/(test|scripts)/|${kindList}` },
      to: { path: kindList },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Vike and Vite bundle each config file they load into a temporary module beside it while `npm run build`
    // runs (checks-beside-build.ts runs this check at the same time); one that vanishes mid-scan failed lint.
    exclude: { path: ['(^|/)(node_modules|dist|\\.data)/', '\\.(build-[a-z0-9]{12}|timestamp-[^/]*)\\.mjs$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
