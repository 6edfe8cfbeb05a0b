-- The referrer now confirms on the form that the recommended company knows of the referral and agrees to a
-- call (§ 7 UWG: we must be able to show the consent). Referrals stored before the checkbox existed keep NULL:
-- nobody was asked, so sales check by phone first.
ALTER TABLE referrals
  ADD COLUMN company_consent text CONSTRAINT referrals_company_consent_check CHECK (company_consent IS NULL OR company_consent = 'ja');

COMMENT ON COLUMN referrals.company_consent IS
  '''ja'' when the referrer ticked "Das Unternehmen weiß von meiner Empfehlung und ist mit einem Anruf von Sichtwerk einverstanden."; NULL before the checkbox existed';
