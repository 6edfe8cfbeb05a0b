/**
 * The visitor's booking pages, adapted from their table (booking-page-endpoints.ts), each bound to its use case in
 * use-cases/: the slots or the booked call, booking, and cancelling or moving it after one question on its own
 * page. Nothing changes on a GET (mail scanners open links); the buttons post, each with a key bound to the call's
 * current SEQUENCE, so one post acts once. Every answer is personal (platform/http/visitor-page.ts: no-store,
 * noindex, no Referer).
 */
import type { Router } from 'express';
import { endpointRoutes } from '../platform/http/endpoint-routes.ts';
import { endpointPaths } from '../platform/http/service-path.ts';
import { bookingPageEndpoints } from './booking-page-endpoints.ts';
import { bookVisitorCall } from './use-cases/book-visitor-call.ts';
import { cancelVisitorCall } from './use-cases/cancel-visitor-call.ts';
import { moveVisitorCall } from './use-cases/move-visitor-call.ts';
import { showBookingPage } from './use-cases/show-booking-page.ts';
import { showCancelPage } from './use-cases/show-cancel-page.ts';
import { showMovePage } from './use-cases/show-move-page.ts';
import type { VisitorBookingDependencies } from './use-cases/visitor-booking-dependencies.ts';

export const bookingPaths = endpointPaths(
  'booking pages: the booking link of the receipt and the result page, the manage link of every call mail, and their posts (cancel, move)',
  [bookingPageEndpoints],
);

export function bookingRoutes(deps: VisitorBookingDependencies): Router {
  return endpointRoutes(
    bookingPageEndpoints,
    {
      showBooking: ({ query }) => showBookingPage(deps, query),
      book: ({ query, body }, { req }) => bookVisitorCall(deps, query, body, req.ip ?? ''),
      showCancel: ({ query }) => showCancelPage(deps, query),
      cancel: ({ query, body }, { req }) => cancelVisitorCall(deps, query, body.key, req.ip ?? ''),
      showMove: ({ query }) => showMovePage(deps, query),
      move: ({ query, body }, { req }) => moveVisitorCall(deps, query, body, req.ip ?? ''),
    },
    { form: { limit: '2kb', parameterLimit: 8 } },
  );
}
