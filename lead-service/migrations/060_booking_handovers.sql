-- A move that gives a strategy call to another adviser, one row per such change (the call's SEQUENCE after it):
-- the adviser who had it must get a METHOD:CANCEL for the old time. The move's request queues that mail from
-- memory; when Redis is down at that moment the sweeper (src/booking/booking-mail-sweep.ts) reads it from here.
-- No personal data of the visitor; erased with the call.
CREATE TABLE booking_handovers (
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  sequence integer NOT NULL,
  from_adviser_id uuid NOT NULL REFERENCES users (id),
  to_adviser_id uuid NOT NULL REFERENCES users (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  PRIMARY KEY (booking_id, sequence)
);
