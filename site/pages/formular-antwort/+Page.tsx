import { Container } from '../../components/ui/index.ts';

/**
 * Not a page of its own: the frame the lead service fills with its answer to a form sent without JavaScript
 * (lead-service/src/platform/http/form-post-pages.ts finds the empty element, content/src/form-answer.ts formAnswerSlot),
 * so that answer has the site's header, footer, CSS and CSP. noindex and left out of the sitemap.
 */
export function Page() {
  return (
    <Container className="max-w-3xl py-16 sm:py-20">
      <div data-form-answer="" />
    </Container>
  );
}
