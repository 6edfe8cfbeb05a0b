-- Which change of a call (its SEQUENCE) has its mails in the queue. A booking, move or cancellation commits
-- first and queues its mails after; when Redis is down at that moment the row is left behind here and the
-- sweeper (src/booking/booking-mail-sweep.ts) queues them again. Calls from before this column count as queued.
ALTER TABLE bookings ADD COLUMN mails_queued_sequence integer;
UPDATE bookings SET mails_queued_sequence = sequence;
CREATE INDEX bookings_mails_unqueued_idx ON bookings (changed_at)
  WHERE mails_queued_sequence IS DISTINCT FROM sequence;
