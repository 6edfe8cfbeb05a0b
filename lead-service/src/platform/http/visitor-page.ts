/**
 * Pages the lead service renders for a visitor (the analysis result, and later the booking pages): the body
 * goes into the site's own frame (platform/http/form-post-pages.ts: header, footer, CSS and CSP of every page, no
 * script), and a personal page is answered so that nothing keeps or indexes it: `Cache-Control: no-store`,
 * `X-Robots-Tag: noindex`, and no Referer carrying its address to the next page.
 */
import type { Response } from 'express';
import { formAnswerPage, type FormAnswer, type PageFrame } from './form-post-pages.ts';

export async function sendPersonalPage(res: Response, frame: PageFrame, status: number, page: FormAnswer): Promise<void> {
  const html = await formAnswerPage(frame, page);
  res
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
    })
    .type('html')
    .send(html);
}
