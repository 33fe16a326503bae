ALTER TABLE "applications" ADD COLUMN "cancel_kept" numeric(20, 4);
