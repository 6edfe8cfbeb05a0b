/** POST /api/contact-messages: the contact form (/kontakt). */
import { pages, thankYouPageKeys } from '@sichtwerk/content/routes';
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { contactMessageSchema, type ContactMessage } from '@sichtwerk/forms/contact-message-schema';
import { formEndpoints } from '@sichtwerk/forms/endpoints';

export const contactMessagePath = formEndpoints.contactMessage;

export function contactMessageRoutes(submit: SubmitLead<ContactMessage>): Router {
  return formRoute(contactMessagePath, contactMessageSchema, submit, {
    form: pages.kontakt.path,
    thanks: pages[thankYouPageKeys.kontakt].path,
  });
}
