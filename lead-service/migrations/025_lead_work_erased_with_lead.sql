-- Notes and call attempts (023) can hold what a person said on the phone: they go when their lead goes,
-- whichever way it is deleted (DSGVO erasure, "Spam – löschen", the retention job). A trigger on every lead
-- table, so no deleting code path can forget them.
CREATE FUNCTION forget_lead_work() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_notes WHERE lead_id = OLD.id;
  DELETE FROM lead_calls WHERE lead_id = OLD.id;
  RETURN OLD;
END
$$;

CREATE TRIGGER contact_submissions_forget_work AFTER DELETE ON contact_submissions FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER contact_messages_forget_work AFTER DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER referrals_forget_work AFTER DELETE ON referrals FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER cancellations_forget_work AFTER DELETE ON cancellations FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
CREATE TRIGGER callback_requests_forget_work AFTER DELETE ON callback_requests FOR EACH ROW EXECUTE FUNCTION forget_lead_work();
