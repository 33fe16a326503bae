-- "certificate_issuance" became the step where a draft certificate waits for the customer's review (send_draft).
-- Applications that staff had moved to that step before, without a draft, would now wait for a review nobody
-- asked for and could not be issued: they move on to "certificate_production", with a history row saying why.
WITH moved AS (
  UPDATE applications a
  SET process_step = 'certificate_production', version = a.version + 1, updated_at = now()
  WHERE a.status = 'processing'
    AND a.process_step = 'certificate_issuance'
    AND NOT EXISTS (
      SELECT 1 FROM application_history h
      WHERE h.application_id = a.id AND h.action = 'send_draft'
        AND h.id = (SELECT max(h2.id) FROM application_history h2 WHERE h2.application_id = a.id)
    )
  RETURNING a.id, a.status, a.payment_status, a.stage
)
INSERT INTO application_history (application_id, action, from_status, to_status, payment_status, stage, process_step, actor_kind, reason)
SELECT id, 'advance', status, status, payment_status, stage, 'certificate_production', 'staff', 'Certificate issuance is now the draft-certificate review step; moved on without a draft'
FROM moved;
--> statement-breakpoint
-- application_counts is kept by row triggers; a TRUNCATE of applications empties it too.
CREATE FUNCTION application_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION application_counts_after_truncate();
