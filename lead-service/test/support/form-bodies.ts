/** Valid bodies for the contact, referral and cancellation forms, as the site sends them: each field's declared example. */
import { cancellationFields } from '@sichtwerk/forms/cancellation-schema';
import { contactMessageFields } from '@sichtwerk/forms/contact-message-schema';
import { exampleOf } from '@sichtwerk/forms/form-fields';
import { referralFields } from '@sichtwerk/forms/referral-schema';

export const validContactMessage = exampleOf(contactMessageFields);

export const validReferral = exampleOf(referralFields);

export const validCancellation = exampleOf(cancellationFields);
