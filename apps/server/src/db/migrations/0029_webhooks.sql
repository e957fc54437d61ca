-- Webhooks to the Standard Webhooks 1.0 specification (docs/webhooks.md): a client's endpoints, the events
-- recorded in the same transaction as the change that caused them (an outbox), one delivery per event and
-- endpoint, and each attempt of a delivery.
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guid" uuid DEFAULT gen_random_uuid() NOT NULL UNIQUE,
	"client_id" uuid NOT NULL REFERENCES "clients"("id"),
	"url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"event_types" text[] DEFAULT '{}' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_until" timestamp with time zone,
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_client_idx" ON "webhook_endpoints" ("client_id");
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL UNIQUE,
	"client_id" uuid NOT NULL REFERENCES "clients"("id"),
	"case_id" uuid REFERENCES "cases"("id") ON DELETE SET NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_events_client_idx" ON "webhook_events" ("client_id", "created_at");
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL REFERENCES "webhook_events"("id") ON DELETE CASCADE,
	"event_seq" bigint NOT NULL,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	-- Deliveries of one key to one endpoint go in the events' order: the case, or null for none.
	"ordering_key" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" ("endpoint_id", "next_attempt_at", "event_seq") WHERE "status" IN ('pending', 'delivering');
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_order_idx" ON "webhook_deliveries" ("ordering_key", "endpoint_id", "event_seq", "id") WHERE "status" IN ('pending', 'delivering');
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("endpoint_id", "id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" ("event_id");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	"event_id" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"error" text,
	-- At most 1 KB of what the endpoint answered.
	"response_body" text
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" ("endpoint_id", "id");
--> statement-breakpoint
-- Records one event of a client (of the case's when a case is named) with its payload, and one delivery of it
-- to each of the client's enabled endpoints that asks for its type (all types when it names none). The one
-- way events are recorded: the repository's recordWebhookEvents calls it, and so does the trigger below.
CREATE FUNCTION record_webhook_event(p_type text, p_case_id uuid, p_client_id uuid, p_data jsonb)
RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_client uuid := p_client_id;
  v_data jsonb := p_data;
  v_id text := 'msg_' || replace(gen_random_uuid()::text, '-', '');
  v_seq bigint;
BEGIN
  IF p_case_id IS NOT NULL THEN
    SELECT c.client_id, jsonb_build_object('case', jsonb_build_object(
        'caseGuid', c.guid, 'caseNumber', c.case_number, 'clientReference', c.client_reference,
        'creditorGuid', cr.guid)) || p_data
      INTO v_client, v_data
      FROM cases c JOIN creditors cr ON cr.id = c.creditor_id WHERE c.id = p_case_id;
  END IF;
  IF v_client IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO webhook_events (id, client_id, case_id, type, payload)
    VALUES (v_id, v_client, p_case_id, p_type, jsonb_build_object(
      'type', p_type,
      'timestamp', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'data', v_data))
    RETURNING seq INTO v_seq;
  INSERT INTO webhook_deliveries (event_id, event_seq, endpoint_id, ordering_key)
    SELECT v_id, v_seq, e.id, p_case_id FROM webhook_endpoints e
    WHERE e.client_id = v_client AND e.enabled
      AND (cardinality(e.event_types) = 0 OR p_type = ANY (e.event_types));
  RETURN v_id;
END $$;
--> statement-breakpoint
-- A case's status changes in many places (the collection process, the ledger's replay, a handler's actions):
-- every change is an event, in the transaction that made it.
CREATE FUNCTION record_case_status_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_webhook_event('case.status_changed', NEW.id, NEW.client_id,
    jsonb_build_object('previousStatus', OLD.status, 'status', NEW.status));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cases_status_webhook AFTER UPDATE OF "status" ON "cases"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION record_case_status_event();
