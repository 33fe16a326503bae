-- The service-level clock pauses while the work waits on the customer (issue 29): a request for additional
-- information and accepted fees left unpaid now do, as a return, the draft review and samples due already did.
-- Applications in either state today wait on the customer from now on; their step keeps the working days it had used.
UPDATE "applications"
SET "waiting_on" = 'customer', "waiting_since" = now(), "sla_running_since" = NULL, "due_at" = NULL
WHERE "status" = 'processing'
  AND "waiting_on" = 'provider'
  AND ("process_step" = 'additional_information' OR "quoted_amount" > "paid_amount");
