CREATE TABLE "organisation_members" (
	"organisation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_members_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_members_user_idx" ON "organisation_members" USING btree ("user_id");--> statement-breakpoint
-- Every customer account is its own organisation, and its first owner (issue 30). Owned rows keep their user_id:
-- it is the organisation's id, so no application, certificate, quotation, remittance, file, token, webhook or
-- notice changes.
INSERT INTO organisations (id, created_at) SELECT id, created_at FROM users WHERE kind = 'customer' ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO organisation_members (organisation_id, user_id, role, created_at)
  SELECT id, id, 'owner', created_at FROM users WHERE kind = 'customer' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A customer account made later (registration, third-party sign-in, an invitation, seeds, tests) gets the same: a
-- trigger rather than a call in each write path, so that none can forget it.
CREATE FUNCTION customer_organisation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO organisations (id, created_at) VALUES (NEW.id, NEW.created_at) ON CONFLICT DO NOTHING;
  INSERT INTO organisation_members (organisation_id, user_id, role, created_at) VALUES (NEW.id, NEW.id, 'owner', NEW.created_at)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_customer_organisation AFTER INSERT ON users
  FOR EACH ROW WHEN (NEW.kind = 'customer') EXECUTE FUNCTION customer_organisation();
--> statement-breakpoint
-- A membership added, changed or removed drops the member's cached sessions and tokens on every process (the
-- session cache carries the memberships; migration 0005's channel).
CREATE TRIGGER organisation_members_signal_change AFTER INSERT OR UPDATE OR DELETE ON organisation_members
  FOR EACH ROW EXECUTE FUNCTION signal_user_changed();
