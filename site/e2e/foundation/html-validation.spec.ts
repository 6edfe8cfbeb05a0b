import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { baseUrl } from '../support/base-url.ts';
import { allRoutes } from '../support/routes.ts';

/**
 * Every prerendered document against the HTML standard, document structure and accessibility rule sets
 * of html-validate. Style-only rules (self-closing void tags, attribute case in React's output) are not
 * part of these presets.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:document', 'html-validate:a11y'],
  rules: {
    // Same-origin, content-hashed assets: subresource integrity adds nothing here.
    'require-sri': 'off',
  },
});

for (const route of [...allRoutes, '/diese-seite-gibt-es-nicht']) {
  test(`when the HTML of ${route} is validated, then it has no errors`, async ({ request }) => {
    const html = await (await request.get(baseUrl(route))).text();
    const report = await validator.validateString(html, route);
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message} (${message.selector ?? ''})`),
    );
    expect(problems).toEqual([]);
  });
}
