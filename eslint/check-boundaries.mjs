// `npm run lint` runs this first: proves each DESIGN §1 boundary rule fires (and that a legal import passes) by
// linting probe sources at real paths in the tree, so a config change that silently disables a boundary fails CI.
import { ESLint } from 'eslint';

const probes = [
  // [file the probe pretends to be, import it makes, boundary that must refuse it (null: allowed)]
  ['mfe-lunar/src/probe.ts', '../../mfe-coaching/src/bootstrap', 'remote-isolation'],
  ['mfe-payments/src/probe.ts', '@app/mfe-admin/src/bootstrap', 'remote-isolation'],
  ['mfe-admin/src/probe.ts', '../../shell/src/index', 'remote-isolation'],
  ['mfe-coaching/src/probe.ts', '../../api/src/main', 'remote-isolation'],
  ['shell/src/probe.ts', '../../mfe-lunar/src/bootstrap', 'shell-isolation'],
  ['packages/contracts/src/probe.ts', '../../web-kit/src/index', 'contracts-leaf'],
  ['packages/contracts/src/probe.ts', 'react', 'contracts-framework-free'],
  ['packages/contracts/src/probe.ts', '@nestjs/common', 'contracts-framework-free'],
  ['packages/web-kit/src/probe.ts', '../../../mfe-lunar/src/bootstrap', 'kit-below-apps'],
  ['api/src/probe.ts', '@app/web-kit', 'api-no-frontend'],
  ['api/src/probe.ts', 'react', 'api-no-frontend'],
  ['mfe-lunar/src/probe.ts', '@app/web-kit', null],
  ['mfe-lunar/src/probe.ts', '@app/contracts', null],
  ['api/src/probe.ts', '@app/contracts', null],
  ['api/src/modules/bookings/probe.ts', '../notifications/notifications.module', 'notifications-leaf'],
  ['api/src/modules/subscriptions/access/probe.ts', '../../notifications/people-mails.service', 'notifications-leaf'],
  ['api/src/modules/notifications/probe.ts', '../bookings/booking.read-model', null],
  ['api/src/modules/notifications/reminders/probe.ts', '../booking-mails.service', null],
  ['api/src/probe.ts', './modules/notifications/notifications.module', null],
];

// Only the boundary rule: the probes are not real files, so type-aware rules cannot run on them.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

let failures = 0;
for (const [filePath, source, boundary] of probes) {
  const [result] = await eslint.lintText(`import * as probe from '${source}';\nexport default probe;\n`, { filePath });
  const refused = result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
  const ok = boundary
    ? refused.some((m) => m.includes(`[boundary ${boundary}]`))
    : refused.length === 0 && result.errorCount === 0;
  if (!ok) {
    failures += 1;
    const why = result.messages.map((m) => `${m.ruleId}: ${m.message}`).join('; ') || 'no message';
    console.error(
      `boundary check: ${filePath} importing ${source} should be ${boundary ? `refused by ${boundary}` : 'allowed'} (${why})`,
    );
  }
}
if (failures > 0) process.exit(1);
console.log(
  `boundary rules: ${probes.length} probes behave (${probes.filter((p) => p[2]).length} refused, ${probes.filter((p) => !p[2]).length} allowed)`,
);
