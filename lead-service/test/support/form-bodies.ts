/** Valid bodies for the contact, referral and cancellation forms, as the site sends them. */
export const validContactMessage = Object.freeze({
  name: 'Jonas Becker',
  email: 'jonas.becker@example.de',
  phone: '0171 2345678',
  message: 'Hallo,\nich hätte gern ein Angebot für zwei Standorte.\nViele Grüße',
});

export const validReferral = Object.freeze({
  referrerName: 'Petra Lang',
  referrerEmail: 'petra.lang@example.de',
  companyName: 'Autohaus Weber GmbH',
  contactPerson: 'Klaus Weber',
  companyEmail: 'k.weber@autohaus-weber.example',
  companyPhone: '089 5566778',
  reason: 'Sucht seit Monaten mehr Sichtbarkeit in Google Maps.',
});

export const validCancellation = Object.freeze({
  company: 'Friseursalon Schnittig',
  email: 'inhaber@schnittig.example',
  customerNumber: 'KD-2024-0815',
  reason: 'Geschäftsaufgabe',
});
