/**
 * The layering `npm run lint` holds the code to (docs/architecture.md "Layers"); a violation names the
 * importing file and the imported one. The generic folders of the lead service are listed, so a new kind's
 * folder (or a folder of one kind's features) is a kind's without being named here; a new folder that serves
 * every kind belongs in the list.
 */
const generic = [
  'booking',
  'cli',
  'config',
  'confirmation',
  'db',
  'desk',
  'embedded',
  'errors',
  'health',
  'http',
  'http-security',
  'lead-records',
  'leads',
  'mail',
  'metrics',
  'queue',
  'reminders',
  'retention',
  'shared',
  'visitor-pages',
  'worker',
].join('|');
/** Where a process starts: the only modules that assemble the list of kinds (besides the list itself). */
const entries = ['lead-service/src/main\\.ts', 'lead-service/src/worker-main\\.ts', 'lead-service/src/cli/main\\.ts'].join('|');
/** The list of kinds and the generated list it reads (npm run kinds). */
const kindList = '^lead-service/src/leads/lead-forms(\\.gen)?\\.ts$';

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
      comment: "The desk bundle reaches the service only through the shared contract, never the service's code.",
      severity: 'error',
      from: { path: '^desk/' },
      to: { path: '^lead-service/', pathNot: '^lead-service/src/desk/[^/]*contract[^/]*\\.ts$' },
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
      comment: "Generic service code is handed the kinds (leads/registry.ts); it never imports a kind's folder.",
      severity: 'error',
      from: { path: `^lead-service/src/((${generic})/|[^/]+\\.ts$)`, pathNot: `^(${entries})$|${kindList}` },
      to: { path: '^lead-service/src/[^/]+/', pathNot: `^lead-service/src/(${generic})/` },
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
      comment: 'The list of kinds is assembled where a process starts and handed down (leads/registry.ts).',
      severity: 'error',
      from: { path: '^(lead-service|site|desk|forms|content)/', pathNot: `^(${entries})$|^lead-service/(test|scripts)/|${kindList}` },
      to: { path: kindList },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/' },
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
