/** POST /api/contact-messages: the contact form (/kontakt). */
import type { Router } from 'express';
import { formRoute } from '../leads/form-route.ts';
import type { SubmitLead } from '../leads/submit-lead.ts';
import { contactMessageSchema, type ContactMessage } from './schema.ts';

export const contactMessagePath = '/api/contact-messages';

export function contactMessageRoutes(submit: SubmitLead<ContactMessage>): Router {
  return formRoute(contactMessagePath, contactMessageSchema, submit);
}
